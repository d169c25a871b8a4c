// One document scan: the file is checked (format, 1536 KB) before it is sent, uploaded with progress and a cancel
// button, and the field keeps the stored file's id.
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState } from 'react';
import { formatFileSize } from '#shared/api/files.ts';
import { checkUpload, uploadFile } from '#client/lib/upload.ts';
import { errorCode, errorText, translateCode } from '#client/lib/messages.ts';
import { Button } from '#client/ui/button.tsx';
import { Progress } from '#client/ui/progress.tsx';

const FORMATS = 'JPG, JPEG, PNG, BMP';

type Uploading = { name: string; progress: number; controller: AbortController };

export function ScanField({ label, optional, value, fileName, onChange, error }: {
  label: string;
  optional?: boolean;
  value: string | null;
  fileName: string | null;
  onChange: (id: string | null, name: string | null) => void;
  error?: string;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState<Uploading | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
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
    try {
      const stored = await uploadFile(file, 'DOCUMENT', {
        signal: controller.signal,
        onProgress: (progress) => setUploading({ ...state, progress }),
      });
      onChange(stored.id, `${file.name} · ${formatFileSize(stored.size)}`);
    } catch (failure) {
      if (!controller.signal.aborted) setProblem(errorCode(failure) === 'file_format_is_invalid' ? wrongFormat : errorText(i18n, failure));
    } finally {
      setUploading(null);
    }
  };

  const shown = problem ?? error;
  return (
    <div className="ap-field ap-scan">
      <span className="ap-field__label" id={`${id}-label`}>
        {label}
        {optional && <span className="ap-text-muted"> ({t`необязательно`})</span>}
      </span>
      <div className="ap-scan__box">
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
            <span className={value ? 'ap-scan__name' : 'ap-scan__name ap-text-muted'}>
              {value ? (fileName ?? t`Файл загружен`) : t`Форматы ${FORMATS}, не более 1,5 МБ`}
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
            {value && optional && (
              <Button variant="ghost" small onClick={() => onChange(null, null)}>
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
