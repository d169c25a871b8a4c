// Live views of the support chat messages in the outbox (issue 11), for the shell.
import { useLiveRead } from '#client/lib/local-stores.ts';

/** How many of the owner's chat messages are still to be sent (queued or sending); logout waits for them too. */
export function useUnsentMessages(ownerId: string): number {
  return (
    useLiveRead(
      ({ outboxDb }) =>
        outboxDb.messages
          .where('ownerId')
          .equals(ownerId)
          .filter((item) => item.state !== 'refused')
          .count(),
      [ownerId],
    ) ?? 0
  );
}
