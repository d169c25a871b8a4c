// spec 03 §7 additional agreements and account invoices: the lists (status != CREATED for agreements; account
// invoices 10 a page), newest first, and the owner's signing; after a signature the profile and the lists refetch.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ACCOUNT_INVOICE_PAGE_SIZE,
  accountInvoiceTimestamp,
  listAccountInvoices,
  listAgreements,
  signAccountInvoice,
  signAgreement,
  type AccountInvoice,
  type AdditionalAgreement,
} from '#shared/api/agreements.ts';
import type { EimzoKey } from '#shared/eimzo.ts';
import { request } from '#client/lib/api.ts';
import { profileKeys } from '#client/lib/current-profile.ts';
import { browserEimzo, signWith } from '#client/lib/eimzo/client.ts';
import { documentKeys } from '../keys.ts';

/** Agreements, newest first; `pendingOnly`: those waiting for the owner (the forced screen). */
export function useAgreements(page: number, pendingOnly = false) {
  return useQuery({
    queryKey: documentKeys.agreements(page, pendingOnly),
    queryFn: ({ signal }) =>
      request(listAgreements, {
        signal,
        body: {
          page,
          perPage: ACCOUNT_INVOICE_PAGE_SIZE,
          sort: { name: 'createdDate', direction: 'desc' },
          search: [{ key: 'status', operation: pendingOnly ? '=' : '!=', value: pendingOnly ? 'SYSTEM_SIGNED' : 'CREATED' }],
        },
      }),
    placeholderData: keepPreviousData,
    // Staff move them (confirm, reject, pay, issue) at any time: a visit asks the server again.
    staleTime: 0,
  });
}

export function useAccountInvoices(page: number) {
  return useQuery({
    queryKey: documentKeys.accountInvoices(page),
    queryFn: ({ signal }) =>
      request(listAccountInvoices, { signal, body: { page, perPage: ACCOUNT_INVOICE_PAGE_SIZE, sort: { name: 'createdDate', direction: 'desc' }, search: [] } }),
    placeholderData: keepPreviousData,
    // Staff move them (confirm, reject, pay, issue) at any time: a visit asks the server again.
    staleTime: 0,
  });
}

function useAfterSigning() {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: profileKeys.all });
    await queryClient.invalidateQueries({ queryKey: documentKeys.all });
  };
}

/** Signs an agreement's text with the chosen key and posts it (POST /v1/additional-agreement/sign/{id}). */
export function useSignAgreement() {
  const refresh = useAfterSigning();
  return useMutation({
    mutationFn: async ({ agreement, key }: { agreement: AdditionalAgreement; key: EimzoKey }) => {
      const signature = await signWith(browserEimzo(), key, agreement.toSign, { appendTo: agreement.systemSignature });
      return request(signAgreement, { params: { id: agreement.id }, body: { signature } });
    },
    onSuccess: refresh,
  });
}

/** spec 03 §4: sign, get the server's timestamp token over the signature, attach it, post the signature. */
export function useSignAccountInvoice() {
  const refresh = useAfterSigning();
  return useMutation({
    mutationFn: async ({ invoice, key }: { invoice: AccountInvoice; key: EimzoKey }) => {
      const signature = await signWith(browserEimzo(), key, invoice.document, {
        timestamper: (signatureHex) => request(accountInvoiceTimestamp, { body: { signatureHex } }),
      });
      return request(signAccountInvoice, { body: { accountInvoiceId: invoice.id, signature } });
    },
    onSuccess: refresh,
  });
}
