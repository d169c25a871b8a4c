// spec 03 §2 /documents/rewards: the reward table grouped by merchant category (categories by position), each merchant
// (by position) with its name, legal name, image and reward percent: the merchants list-for-reward answers.
import { Trans, useLingui } from '@lingui/react/macro';
import type { Merchant } from '#shared/api/catalogue.ts';
import { useRewardCategories } from '#client/lib/reward-categories.ts';
import { localText } from '#client/lib/local-text.ts';
import { DataError, DataLoading, NothingToList } from '#client/ui/list-status.tsx';
import { useRewardTable } from '../api/reward-table.ts';

export default function RewardTablePage() {
  const { t, i18n } = useLingui();
  const categories = useRewardCategories();
  const merchants = useRewardTable();
  if (categories.isPending || merchants.isPending) return <DataLoading />;
  if (categories.isError) return <DataError error={categories.error} onRetry={() => void categories.refetch()} />;
  if (merchants.isError) return <DataError error={merchants.error} onRetry={() => void merchants.refetch()} />;
  const percent = new Intl.NumberFormat(i18n.locale === 'oz' ? 'uz-Cyrl' : i18n.locale, { maximumFractionDigits: 2 });
  const byCategory = new Map<string, Merchant[]>();
  for (const merchant of [...merchants.data].sort((a, b) => a.position - b.position)) {
    if (!merchant.merchantCategoryId) continue;
    byCategory.set(merchant.merchantCategoryId, [...(byCategory.get(merchant.merchantCategoryId) ?? []), merchant]);
  }
  const groups = [...categories.data].sort((a, b) => a.position - b.position).filter((category) => byCategory.has(category.id));
  if (groups.length === 0) {
    return (
      <NothingToList icon="document">
        <p>
          <Trans>Вознаграждения ещё не назначены</Trans>
        </p>
      </NothingToList>
    );
  }
  return (
    <div className="ap-stack">
      {groups.map((category) => (
        <section key={category.id} className="ap-card ap-stack" aria-labelledby={`reward-category-${category.id}`}>
          <h2 className="ap-subtitle" id={`reward-category-${category.id}`}>
            {localText(category.name, i18n.locale)}
          </h2>
          <ul className="ap-reward-list">
            {byCategory.get(category.id)!.map((merchant) => (
              <li key={merchant.id} className="ap-reward-item" data-testid="reward-merchant">
                {merchant.image ? <img src={merchant.image} alt="" width={40} height={40} className="ap-reward-item__image" /> : <span className="ap-reward-item__image" />}
                <span className="ap-reward-item__names">
                  <strong>{localText(merchant.name, i18n.locale)}</strong>
                  {merchant.legalName && <span className="ap-text-muted">{merchant.legalName}</span>}
                </span>
                <span className="ap-reward-item__percent" aria-label={t`Вознаграждение`}>
                  {percent.format(merchant.agentReward)} %
                </span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
