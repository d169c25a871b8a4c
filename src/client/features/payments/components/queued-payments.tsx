// The optimistic view of the outbox in the workspace (DESIGN §6): payments of this sale point not yet answered by
// the server, listed above today's payments with a "queued" badge (or "refused"), and their receipt marked
// "pending confirmation" — the server's figures replace it once the payment lands.
import { Trans, useLingui } from '@lingui/react/macro';
import dayjs from 'dayjs';
import { useCallback, useState } from 'react';
import '#client/lib/dates.ts';
import { useSignedIn } from '#client/lib/current-profile.ts';
import { useOutboxItems } from '#client/offline/hooks.ts';
import { useOutboxStateLabel } from '#client/offline/labels.ts';
import { isUnsent, type OutboxItem } from '#client/offline/outbox-machine.ts';
import { Badge } from '#client/ui/badge.tsx';
import { Button } from '#client/ui/button.tsx';
import { Dialog, DialogActions } from '#client/ui/dialog.tsx';
import { SummaryRows } from './flow-frame.tsx';
import { MerchantLogo } from '#client/ui/merchant-logo.tsx';
import { useFormat } from '#client/lib/use-format.ts';

/** The rows of this sale point still waiting for the server: unsent, or refused and not yet discarded. */
export function useQueuedPayments(salePointId: string): OutboxItem[] {
  const { profile } = useSignedIn();
  const filter = useCallback(
    (item: OutboxItem) => item.salePointId === salePointId && (isUnsent(item) || item.state === 'refused'),
    [salePointId],
  );
  return (useOutboxItems(profile.id, filter) ?? []).slice().reverse();
}

export function QueuedPaymentRows({ items }: { items: OutboxItem[] }) {
  const format = useFormat();
  const stateLabel = useOutboxStateLabel();
  const { t } = useLingui();
  const [open, setOpen] = useState<OutboxItem | null>(null);
  return (
    <>
      {items.map((item) => (
        <li key={item.id} data-testid="queued-payment">
          <button type="button" className="ap-ws-recent__item" onClick={() => setOpen(item)}>
            <MerchantLogo image={item.summary.merchantImage} name={item.summary.merchantName} size={32} />
            <span className="ap-ws-recent__body">
              <span className="ap-ws-recent__name">{format.name(item.summary.merchantName)}</span>
              <span className="ap-ws-recent__meta">
                {dayjs(item.createdAt).format('HH:mm')} · {item.summary.account}
              </span>
            </span>
            <span className="ap-ws-recent__side">
              <span className="ap-ws-recent__amount">{format.money(item.summary.amount)}</span>
              <Badge tone={item.state === 'refused' ? 'danger' : 'info'}>
                {item.state === 'refused' ? stateLabel('refused') : t`В очереди`}
              </Badge>
            </span>
          </button>
        </li>
      ))}
      <Dialog open={open !== null} onOpenChange={(next) => !next && setOpen(null)} title={t`Ожидает подтверждения`} closeLabel={t`Закрыть`}>
        {open && <PendingReceipt item={open} onClose={() => setOpen(null)} />}
      </Dialog>
    </>
  );
}

/** The receipt before the server's answer: what the cashier took, clearly not a confirmation of payment. */
function PendingReceipt({ item, onClose }: { item: OutboxItem; onClose: () => void }) {
  const { t } = useLingui();
  const format = useFormat();
  return (
    <>
      <div className="ap-stack" data-testid="pending-receipt">
        <p className="ap-text-muted">
          {item.state === 'refused'
            ? t`Сервер отклонил этот платёж. Откройте очередь, чтобы повторить его или удалить.`
            : t`Платёж сохранён на этом устройстве и ещё не подтверждён сервером. Чек будет выдан после подтверждения.`}
        </p>
        <SummaryRows
          rows={[
            { label: t`Дата`, value: dayjs(item.createdAt).format('DD.MM.YYYY HH:mm') },
            { label: t`Услуга`, value: format.name(item.summary.merchantName) },
            { label: t`Лицевой счёт`, value: item.summary.account },
            { label: t`Сумма`, value: format.money(item.summary.amount) },
            { label: t`Комиссия`, value: format.money(item.summary.commission) },
            { label: t`Итого`, value: format.money(item.summary.total), total: true },
          ]}
        />
      </div>
      <DialogActions>
        <Button variant="secondary" onClick={onClose}>
          <Trans>Закрыть</Trans>
        </Button>
      </DialogActions>
    </>
  );
}
