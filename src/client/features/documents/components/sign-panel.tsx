// Signing with an EDS key (spec 03 §4–5): choose a key → sign → done. E-IMZO loads the key (asking its password) and
// makes an attached PKCS#7 of the contract's bytes exactly as issued; the server checks it and the business turns ACTIVE.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Contract } from '#shared/api/documents.ts';
import type { BusinessIds, EimzoKey } from '#shared/eimzo.ts';
import { browserEimzo, EimzoError, isEimzoNotRunning, signWith } from '#client/lib/eimzo/client.ts';
import { errorText } from '#client/lib/messages.ts';
import { Banner } from '#client/ui/banner.tsx';
import { Button } from '#client/ui/button.tsx';
import { notify } from '#client/ui/toast.tsx';
import { useSignContract } from '../api/contract.ts';
import { useEimzoKeys } from '../api/eimzo-keys.ts';
import { KeyList } from './key-list.tsx';

function Counter({ step }: { step: number }) {
  const { t } = useLingui();
  const steps = [t`Выбор ключа`, t`Подписание`, t`Готово`];
  return (
    <ol className="ap-sign-steps" aria-label={t`Шаги подписания`}>
      {steps.map((title, index) => (
        <li
          key={title}
          className={`ap-sign-steps__item${index < step ? ' is-done' : ''}${index === step ? ' is-current' : ''}`}
          aria-current={index === step ? 'step' : undefined}
        >
          <span className="ap-sign-steps__number">{index + 1}</span>
          {title}
        </li>
      ))}
    </ol>
  );
}

/**
 * The key list, the step counter and the sign button of every document (spec 03 §4): `sign` loads the chosen key and
 * posts the signature; E-IMZO's and the server's refusals are shown in the panel, translated.
 */
export function KeySigning({ business, sign, onCancel, onDone }: {
  business: BusinessIds;
  sign: (key: EimzoKey) => Promise<void>;
  onCancel: () => void;
  onDone?: () => void;
}) {
  const { t, i18n } = useLingui();
  const keys = useEimzoKeys();
  const [selected, setSelected] = useState<EimzoKey | null>(null);
  const [signing, setSigning] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const run = async () => {
    if (!selected) return;
    setProblem(null);
    setSigning(true);
    try {
      await sign(selected);
      setDone(true);
      onDone?.();
    } catch (error) {
      if (isEimzoNotRunning(error)) setProblem(t`Программа E-IMZO не запущена`);
      else if (error instanceof EimzoError && /BadPaddingException/i.test(error.message)) setProblem(t`Неверный пароль ключа ЭЦП`);
      else if (error instanceof EimzoError && /отмен/i.test(error.message)) setProblem(t`Ввод пароля ключа отменён`);
      else if (error instanceof EimzoError) setProblem(t`E-IMZO не подписала договор: ${error.message}`);
      else setProblem(errorText(i18n, error));
    } finally {
      setSigning(false);
    }
  };

  const step = done ? 2 : selected ? 1 : 0;
  return (
    <div className="ap-stack">
      <Counter step={step} />
      <KeyList
        keys={keys.data}
        error={keys.error}
        loading={keys.isFetching}
        business={business}
        selected={selected}
        onSelect={setSelected}
        onRetry={() => void keys.refetch()}
        onCancel={onCancel}
      />
      {problem && <Banner tone="error">{problem}</Banner>}
      {keys.data && keys.data.length > 0 && (
        <div className="ap-row ap-sign__actions">
          <Button variant="secondary" onClick={onCancel}>
            <Trans>Отмена</Trans>
          </Button>
          <Button variant="primary" disabled={!selected} loading={signing} onClick={() => void run()}>
            <Trans>Подписать</Trans>
          </Button>
        </div>
      )}
    </div>
  );
}

export function SignPanel({ contract, business, mode, onCancel }: {
  contract: Contract;
  business: BusinessIds;
  mode: 'contract' | 'signature';
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const sign = useSignContract(mode);
  return (
    <KeySigning
      business={business}
      onCancel={onCancel}
      sign={async (key) => {
        const signature = await signWith(browserEimzo(), key, contract.toSign);
        await sign.mutateAsync({ contractId: contract.id, signature });
      }}
      onDone={() => {
        notify.success(t`Договор подписан`);
        void navigate('/', { replace: true });
      }}
    />
  );
}
