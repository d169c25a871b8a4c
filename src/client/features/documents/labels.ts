import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { AccountInvoice, AdditionalAgreement, DocumentStatus } from '#shared/api/agreements.ts';
import type { BadgeTone } from '#client/ui/badge.tsx';

/** spec 03 §4 additional agreement: SYSTEM_SIGNED waits for the owner, AGENT_SIGNED is signed. */
export function agreementBadge(agreement: Pick<AdditionalAgreement, 'status' | 'expired'>): { tone: BadgeTone; label: MessageDescriptor } {
  switch (agreement.status) {
    case 'SYSTEM_SIGNED':
      return agreement.expired ? { tone: 'danger', label: msg`Срок подписания истёк` } : { tone: 'warning', label: msg`Ожидает подписи` };
    case 'AGENT_SIGNED':
      return { tone: 'success', label: msg`Подписано` };
    case 'REJECTED':
      return { tone: 'danger', label: msg`Отклонено` };
    default:
      return { tone: 'neutral', label: msg`Удалено` };
  }
}

const INVOICE_BADGES: Record<DocumentStatus, { tone: BadgeTone; label: MessageDescriptor }> = {
  CREATED: { tone: 'warning', label: msg`Ожидает подписи` },
  AGENT_SIGNED: { tone: 'info', label: msg`На рассмотрении` },
  SYSTEM_SIGNED: { tone: 'success', label: msg`Подтверждён` },
  REJECTED: { tone: 'danger', label: msg`Отклонён` },
  DELETED: { tone: 'neutral', label: msg`Удалён` },
};

/** spec 03 §4 account invoice: a paid invoice shows 'paid' instead of its status. */
export function invoiceBadge(invoice: Pick<AccountInvoice, 'status' | 'paidDate'>): { tone: BadgeTone; label: MessageDescriptor } {
  return invoice.paidDate ? { tone: 'success', label: msg`Оплачен` } : INVOICE_BADGES[invoice.status];
}

/** The contract's heading in the reader's language: the server's contractName is the Russian original's. */
export const contractTitle = (contract: { contractNumber: string }) => msg`Агентский договор № ${contract.contractNumber}`;
