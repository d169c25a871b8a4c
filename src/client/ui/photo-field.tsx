// Profile photo (spec 01 §5): jpg or png up to 512 KB, uploaded at once with progress and a cancel button; the
// form keeps only the stored file's id.
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import { checkUpload } from '#client/lib/upload.ts';
import { useUpload } from '#client/lib/use-upload.ts';
import { Avatar } from '#client/ui/avatar.tsx';
import { Button } from '#client/ui/button.tsx';
import { Progress } from '#client/ui/progress.tsx';
import { notify } from '#client/ui/toast.tsx';

export type Photo = { id: string; url: string };

export function PhotoField({ photo, name, onChange }: { photo: Photo | null; name: string; onChange: (photo: Photo | null) => void }) {
  const { t } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUpload('PROFILE_PHOTO');
  const progress = upload.progress;

  const pick = (file: File) => {
    const problem = checkUpload(file, 'PROFILE_PHOTO');
    if (problem) {
      notify.error(problem === 'file_format_is_invalid' ? t`Загрузите фото в формате JPG или PNG` : t`Размер фото — не более 512 КБ`);
      return;
    }
    upload.send(file, (stored) => onChange({ id: stored.id, url: stored.url }));
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
              <Button small variant="ghost" onClick={upload.cancel}>
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
            if (file) pick(file);
          }}
        />
      </div>
    </div>
  );
}
