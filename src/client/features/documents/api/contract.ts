import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { setBusinessSignature } from '#shared/api/business.ts';
import { getContract, getDocumentToSign, signDocument } from '#shared/api/documents.ts';
import { request } from '#client/lib/api.ts';
import { profileKeys } from '#client/lib/current-profile.ts';
import { documentKeys } from '../keys.ts';

/** The contract waiting for the owner's signature (spec 03 §7). */
export function useDocumentToSign() {
  return useQuery({
    queryKey: documentKeys.toSign(),
    queryFn: ({ signal }) => request(getDocumentToSign, { signal }),
    retry: false,
  });
}

/** A contract of the business by its id: the signed one, for renewing the signature on a frozen account. */
export function useContract(id: string | null) {
  return useQuery({
    queryKey: documentKeys.contract(id ?? ''),
    queryFn: ({ signal }) => request(getContract, { params: { id: id ?? '' }, signal }),
    enabled: Boolean(id),
    retry: false,
  });
}

/**
 * POST /v1/document/sign, or PATCH /v1/business/set-signature for a business that lost its signature; either way
 * the profile is refetched so the business turns ACTIVE and the home becomes the sale point list.
 */
export function useSignContract(mode: 'contract' | 'signature') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ contractId, signature }: { contractId: string; signature: string }) => {
      if (mode === 'signature') await request(setBusinessSignature, { body: { signature } });
      else await request(signDocument, { body: { contractId, signature } });
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: documentKeys.all });
      await queryClient.invalidateQueries({ queryKey: profileKeys.all });
    },
  });
}
