// The documents screens update themselves (issue 21 item 2): a document to sign, or about to expire, announced by the
// notification stream refreshes the lists and the profile's agreement flags.
import { useQueryClient } from '@tanstack/react-query';
import { profileKeys } from '#client/lib/current-profile.ts';
import { useNotificationArrival } from '#client/lib/notification-arrivals.ts';
import { documentKeys } from '../keys.ts';

export function useDocumentsLive(): void {
  const queryClient = useQueryClient();
  useNotificationArrival(['document_to_sign', 'document_expiring', 'moderation_approved'], () => {
    void queryClient.invalidateQueries({ queryKey: documentKeys.all });
    void queryClient.invalidateQueries({ queryKey: profileKeys.all });
  });
}
