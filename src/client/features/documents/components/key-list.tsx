// The EDS keys of E-IMZO (spec 03 §5): an expired key or another business's key is shown disabled with the reason;
// E-IMZO not running → the install prompt; no keys → the connect-a-key prompt with cancel and try again.
import { Trans, useLingui } from '@lingui/react/macro';
import { keyProblem, type BusinessIds, type EimzoKey, type KeyProblem } from '#shared/eimzo.ts';
import { formatDate } from '#client/lib/dates.ts';
import { isEimzoNotRunning } from '#client/lib/eimzo/client.ts';
import { Banner } from '#client/ui/banner.tsx';
import { Button } from '#client/ui/button.tsx';
import { Spinner } from '#client/ui/spinner.tsx';

const EIMZO_HOST = 'e-imzo.soliq.uz';
const EIMZO_SITE = `https://${EIMZO_HOST}`;

const keyId = (key: EimzoKey) => `${key.file.disk}|${key.file.path}|${key.file.name}`;

export function KeyList({ keys, error, loading, business, selected, onSelect, onRetry, onCancel }: {
  keys: EimzoKey[] | undefined;
  error: unknown;
  loading: boolean;
  business: BusinessIds;
  selected: EimzoKey | null;
  onSelect: (key: EimzoKey) => void;
  onRetry: () => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const problems: Record<KeyProblem, string> = {
    key_expired: t`Срок действия ключа истёк`,
    key_not_of_business: t`Ключ не принадлежит этому бизнесу`,
  };

  if (loading) return <Spinner label={t`Подключение к E-IMZO…`} />;
  if (error) {
    const notRunning = isEimzoNotRunning(error);
    return (
      <div className="ap-stack" role="alert">
        <Banner tone="warning">
          {notRunning ? (
            <>
              <strong>
                <Trans>Программа E-IMZO не запущена</Trans>
              </strong>
              <p>
                <Trans>
                  Установите программу E-IMZO с сайта{' '}
                  <a href={EIMZO_SITE} target="_blank" rel="noreferrer">
                    {EIMZO_HOST}
                  </a>
                  , запустите её и повторите попытку.
                </Trans>
              </p>
            </>
          ) : (
            <Trans>E-IMZO не ответила: {error instanceof Error ? error.message : ''}</Trans>
          )}
        </Banner>
        <div className="ap-row">
          <Button variant="primary" onClick={onRetry}>
            <Trans>Повторить</Trans>
          </Button>
        </div>
      </div>
    );
  }
  if (!keys || keys.length === 0) {
    return (
      <div className="ap-stack">
        <Banner tone="info">
          <strong>
            <Trans>Ключи ЭЦП не найдены</Trans>
          </strong>
          <p>
            <Trans>Подключите носитель с ключом ЭЦП к компьютеру и нажмите «Повторить».</Trans>
          </p>
        </Banner>
        <div className="ap-row">
          <Button variant="secondary" onClick={onCancel}>
            <Trans>Отмена</Trans>
          </Button>
          <Button variant="primary" onClick={onRetry}>
            <Trans>Повторить</Trans>
          </Button>
        </div>
      </div>
    );
  }
  const now = new Date();
  return (
    <ul className="ap-keys" aria-label={t`Ключи ЭЦП`}>
      {keys.map((key) => {
        const problem = keyProblem(key, business, now);
        const id = keyId(key);
        return (
          <li key={id}>
            <label className={`ap-key${problem ? ' ap-key--disabled' : ''}`}>
              <input
                type="radio"
                name="eimzo-key"
                value={id}
                disabled={problem !== null}
                checked={selected !== null && keyId(selected) === id}
                onChange={() => onSelect(key)}
              />
              <span className="ap-key__body">
                <span className="ap-key__name">{key.name}</span>
                <span className="ap-text-muted">
                  {key.organization ?? t`Физическое лицо`} · {key.legalEntity ? t`ИНН` : t`ПИНФЛ`} {key.tin ?? key.pinfl}
                </span>
                <span className="ap-text-muted">
                  <Trans>Действителен до {formatDate(key.validTo.toISOString())}</Trans> · {key.file.name}
                </span>
                {problem && <span className="ap-key__problem">{problems[problem]}</span>}
              </span>
            </label>
          </li>
        );
      })}
    </ul>
  );
}
