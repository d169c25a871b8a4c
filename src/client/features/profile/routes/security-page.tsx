// /profile/security (spec 01 §2.8): the Account and Trusted devices tabs; the open tab is kept in the address.
import { Trans, useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router-dom';
import { Tabs } from '#client/ui/tabs.tsx';
import { AccountTab } from '../components/account-tab.tsx';
import { DevicesTab } from '../components/devices-tab.tsx';

type Tab = 'account' | 'devices';

export default function SecurityPage() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'devices' ? 'devices' : 'account';
  return (
    <div className="ap-stack">
      <h2 className="ap-subtitle">
        <Trans>Безопасность</Trans>
      </h2>
      <Tabs<Tab>
        value={tab}
        onValueChange={(next) => setParams(next === 'account' ? {} : { tab: next }, { replace: true })}
        label={t`Настройки безопасности`}
        tabs={[
          { value: 'account', title: t`Аккаунт`, content: <AccountTab /> },
          { value: 'devices', title: t`Доверенные устройства`, content: <DevicesTab /> },
        ]}
      />
    </div>
  );
}
