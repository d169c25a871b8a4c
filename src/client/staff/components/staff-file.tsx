// A stored file shown to staff (issue 15 GET /v1/files/:id): fetched with the console's bearer token, then an image
// inline, a PDF in a sandboxed frame, anything else as a link.
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { ApiError, apiErrorOf, staffFetch } from '#client/lib/api.ts';
import { Spinner } from '#client/ui/spinner.tsx';
import { STAFF_FILE_PATH } from '#shared/api/staff-businesses.ts';
import { ErrorBanner } from './form-error.tsx';

async function fetchFile(id: string, signal: AbortSignal): Promise<Blob> {
  const response = await staffFetch(STAFF_FILE_PATH, { signal }, { id });
  if (!response.ok) throw apiErrorOf(response.status, await response.json().catch(() => null));
  return response.blob().catch(() => {
    throw new ApiError('network_error', 0);
  });
}

function useObjectUrl(blob: Blob | undefined): string | null {
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

/** A scan at its own proportions (issue 25: they were squashed); a click shows it at full size and back. */
function Scan({ url, name }: { url: string; name: string }) {
  const { t } = useLingui();
  const [zoomed, setZoomed] = useState(false);
  return (
    <button
      type="button"
      className={zoomed ? 'staff__scan-button staff__scan-button--zoomed' : 'staff__scan-button'}
      aria-pressed={zoomed}
      aria-label={zoomed ? t`Уменьшить: ${name}` : t`Увеличить: ${name}`}
      onClick={() => setZoomed(!zoomed)}
    >
      <img className="staff__scan" src={url} alt={name} />
    </button>
  );
}

export function StaffFile({ id, name, mimeType }: { id: string; name: string; mimeType: string }) {
  const { t } = useLingui();
  const file = useQuery({ queryKey: ['staff', 'file', id], queryFn: ({ signal }) => fetchFile(id, signal), staleTime: Infinity });
  const url = useObjectUrl(file.data);
  if (file.isPending) return <Spinner label={t`Файл загружается`} />;
  if (file.isError) return <ErrorBanner error={file.error} />;
  if (!url) return null;
  const type = mimeType || file.data.type;
  if (type.startsWith('image/')) return <Scan url={url} name={name} />;
  if (type === 'application/pdf') return <iframe className="staff__pdf" src={url} title={name} sandbox="" />;
  return (
    <a href={url} download={name}>
      {name}
    </a>
  );
}
