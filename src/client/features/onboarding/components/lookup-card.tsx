import type { ReactNode } from 'react';
import { DetailList } from '#client/ui/side-panel.tsx';

/** What a lookup found, its failure text, or the hint of what to type to get it (spec 01 §8). */
export function LookupCard({ empty, failure, rows }: {
  empty: string;
  failure: string | null;
  rows: { label: string; value: ReactNode }[] | null;
}) {
  if (failure) return <p className="ap-lookup ap-lookup--failure" role="alert">{failure}</p>;
  if (!rows) return <p className="ap-lookup ap-text-muted">{empty}</p>;
  return (
    <div className="ap-lookup">
      <DetailList rows={rows.map((row) => ({ key: row.label, label: row.label, value: row.value }))} />
    </div>
  );
}
