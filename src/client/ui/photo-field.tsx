// Profile photo (spec 01 §5): jpg or png up to 512 KB, uploaded at once with progress and a cancel button; the
// form keeps only the stored file's id.
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { errorText } from '#client/lib/messages.ts';
import { checkUpload, uploadFile } from '#client/lib/upload.ts';
import { Avatar } from '#client/ui/avatar.tsx';
import { Button } from '#client/ui/button.tsx';
import { Progress } from '#client/ui/progress.tsx';
import { notify } from '#client/ui/toast.tsx';

export type Photo = { id: string; url: string };

export function PhotoField({ photo, name, onChange }: { photo: Photo | null; name: string; onChange: (photo: Photo | null) => void }) {
  const { t, i18n } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const upload = useRef<AbortController | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const pick = async (file: File) => {
    const problem = checkUpload(file, 'PROFILE_PHOTO');
    if (problem) {
      notify.error(problem === 'file_format_is_invalid' ? t`Загрузите фото в формате JPG или PNG` : t`Размер фото — не более 512 КБ`);
      return;
    }
    const controller = new AbortController();
    upload.current = controller;
    setProgress(0);
    try {
      const stored = await uploadFile(file, 'PROFILE_PHOTO', { signal: controller.signal, onProgress: setProgress });
      onChange({ id: stored.id, url: stored.url });
    } catch (error) {
      if (!controller.signal.aborted) notify.error(errorText(i18n, error));
    } finally {
      upload.current = null;
      setProgress(null);
    }
  };

  return (
    <div className="ap-photo">
      <Avatar url={photo?.url} name={name} size={88} />
      <div className="ap-photo__body">
        <span className="ap-field__label">
          <Trans>Фото профиля</Trans>
        </span>
        {progress === null ? (
          <>
            <p className="ap-field__hint">
              <Trans>JPG или PNG, не более 512 КБ. Рекомендуемый размер 512×512.</Trans>
            </p>
            <div className="ap-row">
              <Button small variant="secondary" onClick={() => input.current?.click()}>
                {photo ? t`Заменить фото` : t`Загрузить фото`}
              </Button>
              {photo && (
                <Button small variant="ghost" onClick={() => onChange(null)}>
                  <Trans>Удалить фото</Trans>
                </Button>
              )}
            </div>
          </>
        ) : (
          <div className="ap-stack ap-stack--tight">
            <Progress value={progress} label={t`Загрузка фото`} />
            <div className="ap-row">
              <Button small variant="ghost" onClick={() => upload.current?.abort()}>
                <Trans>Отменить загрузку</Trans>
              </Button>
            </div>
          </div>
        )}
        <input
          ref={input}
          type="file"
          accept=".jpg,.jpeg,.png,image/jpeg,image/png"
          hidden
          aria-label={t`Выбрать фото`}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void pick(file);
          }}
        />
      </div>
    </div>
  );
}
