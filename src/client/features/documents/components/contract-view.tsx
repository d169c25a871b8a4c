// The contract and its reward table as two tabs (spec 03 §4). The contract is the server's HTML: shown in a sandboxed
// frame (no scripts, no same-origin access), so nothing in it can run in the portal.
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import type { Contract } from '#shared/api/documents.ts';
import { Tabs } from '#client/ui/tabs.tsx';
import { contractTitle } from '../labels.ts';

export function decodeBase64Text(base64: string): string {
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

const textOf = (text: { uz: string; ru: string; en: string }, locale: string) =>
  locale === 'uz' || locale === 'en' ? text[locale] || text.ru : text.ru;

function Rewards({ contract }: { contract: Contract }) {
  const { i18n } = useLingui();
  const percent = new Intl.NumberFormat(i18n.locale === 'oz' ? 'uz-Cyrl' : i18n.locale, { maximumFractionDigits: 2 });
  if (contract.rewards.length === 0) {
    return (
      <p className="ap-text-muted">
        <Trans>Вознаграждения ещё не назначены</Trans>
      </p>
    );
  }
  return (
    <div className="ap-contract__table-wrap">
      <table className="ap-contract__table">
        <thead>
          <tr>
            <th>
              <Trans>Услуга</Trans>
            </th>
            <th>
              <Trans>Категория</Trans>
            </th>
            <th className="ap-contract__number">
              <Trans>Вознаграждение</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {contract.rewards.map((reward) => (
            <tr key={reward.merchantId}>
              <td>
                {textOf(reward.name, i18n.locale)}
                {reward.legalName && <div className="ap-text-muted">{reward.legalName}</div>}
              </td>
              <td>{reward.category ? textOf(reward.category.name, i18n.locale) : '—'}</td>
              <td className="ap-contract__number">{percent.format(reward.agentReward)} %</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function ContractView({ contract }: { contract: Contract }) {
  const { t, i18n } = useLingui();
  const [tab, setTab] = useState<'contract' | 'rewards'>('contract');
  const html = useMemo(() => decodeBase64Text(contract.toSign), [contract.toSign]);
  return (
    <Tabs
      value={tab}
      onValueChange={setTab}
      label={t`Договор и вознаграждения`}
      tabs={[
        {
          value: 'contract',
          title: t`Договор`,
          content: <iframe className="ap-contract__frame" title={i18n._(contractTitle(contract))} sandbox="" srcDoc={html} />,
        },
        { value: 'rewards', title: t`Вознаграждения`, content: <Rewards contract={contract} /> },
      ]}
    />
  );
}
