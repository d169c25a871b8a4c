// One upload at a time from a field, with its progress and a cancel button: the profile photo and the business logo.
// What the field does with the stored file runs inside the same attempt, so its failure is said like the upload's.
import { useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import type { StoredFile, UploadScope } from '#shared/api/files.ts';
import { notify } from '#client/ui/toast.tsx';
import { errorText } from './messages.ts';
import { uploadFile } from './upload.ts';

export function useUpload(scope: UploadScope) {
  const { i18n } = useLingui();
  const controller = useRef<AbortController | null>(null);
  /** The part sent (0–1) while an upload runs; null otherwise. */
  const [progress, setProgress] = useState<number | null>(null);

  /** Uploads `file`, then hands the stored file to `then`; a failure of either is said in a toast, a cancel is not. */
  const send = async (file: File, then: (stored: StoredFile) => Promise<void> | void) => {
    const attempt = new AbortController();
    controller.current = attempt;
    setProgress(0);
    try {
      await then(await uploadFile(file, scope, { signal: attempt.signal, onProgress: setProgress }));
    } catch (error) {
      if (!attempt.signal.aborted) notify.error(errorText(i18n, error));
    } finally {
      controller.current = null;
      setProgress(null);
    }
  };
  return { progress, send: (file: File, then: (stored: StoredFile) => Promise<void> | void) => void send(file, then), cancel: () => controller.current?.abort() };
}
