// One document scan: the file is checked (format, 1536 KB) before it is sent, uploaded with progress and a cancel
// button, and the field keeps the stored file's id. The stored file is shown (a preview, its name and size) and may
// be removed (DELETE /v1/file/{id}) while the business is not yet approved.
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { formatFileSize } from '#shared/api/files.ts';
import { checkUpload, uploadFile } from '#client/lib/upload.ts';
import { errorCode, errorText, translateCode } from '#client/lib/messages.ts';
import { Button } from '#client/ui/button.tsx';
import { Progress } from '#client/ui/progress.tsx';
import { useRememberScan, useRemoveScan, useScan } from '../api/scans.ts';

const FORMATS = 'JPG, JPEG, PNG, BMP';

type Uploading = { name: string; progress: number; controller: AbortController };

export function ScanField({ label, optional, value, onChange, onUploading, error }: {
  label: string;
  optional?: boolean;
  value: string | null;
  onChange: (id: string | null) => void;
  /** Told when an upload starts and ends, so the form does not submit without the file on its way. */
  onUploading: (busy: boolean) => void;
  error?: string;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const box = useRef<HTMLDivElement>(null);
  // The removed scan's buttons are gone: focus goes on to the picker that replaced them, not to the page.
  const refocus = useRef(false);
  const [uploading, setUploading] = useState<Uploading | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const scan = useScan(value || null);
  const remember = useRememberScan();
  const remove = useRemoveScan();
  // The common refusal lists every format some upload takes (pdf, gif): a scan takes fewer (issue 25).
  const wrongFormat = t`Этот формат не подходит: загрузите скан в формате ${FORMATS}`;

  const pick = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const refused = checkUpload(file, 'DOCUMENT');
    if (refused) {
      setProblem(refused === 'file_format_is_invalid' ? wrongFormat : translateCode(i18n, refused));
      return;
    }
    setProblem(null);
    const controller = new AbortController();
    const state: Uploading = { name: file.name, progress: 0, controller };
    setUploading(state);
    onUploading(true);
    try {
      const stored = await uploadFile(file, 'DOCUMENT', {
        signal: controller.signal,
        onProgress: (progress) => setUploading({ ...state, progress }),
      });
      remember(stored);
      onChange(stored.id);
    } catch (failure) {
      if (!controller.signal.aborted) setProblem(errorCode(failure) === 'file_format_is_invalid' ? wrongFormat : errorText(i18n, failure));
    } finally {
      setUploading(null);
      onUploading(false);
    }
  };

  const removeScan = async () => {
    if (!value) return;
    setProblem(null);
    try {
      await remove.mutateAsync(value);
      refocus.current = true;
      onChange(null);
    } catch (failure) {
      setProblem(errorText(i18n, failure));
    }
  };

  useEffect(() => {
    if (!refocus.current || value) return;
    refocus.current = false;
    box.current?.querySelector('button')?.focus();
  }, [value]);

  const stored = scan.data;
  const shown = problem ?? error ?? (scan.isError ? errorText(i18n, scan.error) : undefined);
  return (
    <div className="ap-field ap-scan">
      <span className="ap-field__label" id={`${id}-label`}>
        {label}
        {optional && <span className="ap-text-muted"> ({t`необязательно`})</span>}
      </span>
      <div className="ap-scan__box" ref={box}>
        {uploading ? (
          <>
            <span className="ap-scan__name">{uploading.name}</span>
            <Progress value={uploading.progress} label={t`Загрузка файла`} />
            <Button variant="ghost" small onClick={() => uploading.controller.abort()}>
              <Trans>Отменить</Trans>
            </Button>
          </>
        ) : (
          <>
            {stored?.type === 'IMAGE' && (
              <a href={stored.url} target="_blank" rel="noreferrer" className="ap-scan__preview">
                <img src={stored.url} alt={t`Открыть файл ${stored.name}`} />
              </a>
            )}
            <span className={value ? 'ap-scan__name' : 'ap-scan__name ap-text-muted'} data-testid="scan-name">
              {value ? (stored ? `${stored.name} · ${formatFileSize(stored.size)}` : t`Файл загружен`) : t`Форматы ${FORMATS}, не более 1,5 МБ`}
            </span>
            <input
              ref={input}
              id={id}
              type="file"
              className="ap-scan__input"
              accept=".jpg,.jpeg,.png,.bmp"
              aria-labelledby={`${id}-label`}
              onChange={(event) => void pick(event.target.files?.[0])}
            />
            <Button variant="secondary" small onClick={() => input.current?.click()}>
              {value ? <Trans>Заменить</Trans> : <Trans>Выбрать файл</Trans>}
            </Button>
            {value && (
              <Button variant="ghost" small loading={remove.isPending} onClick={() => void removeScan()}>
                <Trans>Удалить</Trans>
              </Button>
            )}
          </>
        )}
      </div>
      {shown && (
        <p className="ap-field__error" role="alert">
          {shown}
        </p>
      )}
    </div>
  );
}
