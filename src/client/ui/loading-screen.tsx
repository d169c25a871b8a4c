import { Spinner } from './spinner.tsx';

export function LoadingScreen({ label }: { label: string }) {
  return (
    <div className="ap-loading-screen">
      <Spinner large label={label} />
    </div>
  );
}
