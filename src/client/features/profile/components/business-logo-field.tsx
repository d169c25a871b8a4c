// The business logo on /profile/business: the owner replaces it (a JPG, PNG or BMP up to 1.5 MB, uploaded with
// progress and a cancel button, then set with set-image); anyone else sees it.
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import type { Business } from '#shared/api/profile.ts';
import { translateCode } from '#client/lib/messages.ts';
import { checkUpload } from '#client/lib/upload.ts';
import { useUpload } from '#client/lib/use-upload.ts';
import { Button } from '#client/ui/button.tsx';
import { Progress } from '#client/ui/progress.tsx';
import { notify } from '#client/ui/toast.tsx';
import { useSetBusinessLogo } from '../api/set-business-logo.ts';

export function BusinessLogoField({ logo, editable }: { logo: Business['logo']; editable: boolean }) {
  const { t, i18n } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUpload('DOCUMENT');
  const progress = upload.progress;
  const setLogo = useSetBusinessLogo();

  const pick = (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const refused = checkUpload(file, 'DOCUMENT');
    if (refused) {
      notify.error(translateCode(i18n, refused));
      return;
    }
    upload.send(file, async (stored) => {
      await setLogo.mutateAsync(stored.id);
      notify.success(t`Логотип изменён`);
    });
  };

  return (
    // The detail list aligns its values to the end; so do the logo and its button.
    <div style={{ display: 'grid', justifyItems: 'end', gap: 8 }}>
      {logo ? (
        <img src={logo.url} alt={t`Логотип`} data-testid="business-logo" style={{ height: 64, width: 'auto', maxWidth: 160, objectFit: 'contain' }} />
      ) : (
        <span className="ap-text-muted">—</span>
      )}
      {editable &&
        (progress === null && !setLogo.isPending ? (
          <div className="ap-row">
            <Button small variant="secondary" onClick={() => input.current?.click()}>
              {logo ? <Trans>Изменить логотип</Trans> : <Trans>Загрузить логотип</Trans>}
            </Button>
            <input
              ref={input}
              type="file"
              accept=".jpg,.jpeg,.png,.bmp"
              hidden
              aria-label={t`Выбрать файл логотипа`}
              onChange={(event) => pick(event.target.files?.[0])}
            />
          </div>
        ) : (
          <div className="ap-row">
            <Progress value={progress ?? 1} label={t`Загрузка логотипа`} />
            {progress !== null && (
              <Button small variant="ghost" onClick={upload.cancel}>
                <Trans>Отменить загрузку</Trans>
              </Button>
            )}
          </div>
        ))}
    </div>
  );
}
