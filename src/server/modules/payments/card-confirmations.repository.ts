// The card top-up's confirmations (card.service.ts): a code sent to the card's phone, then a token bound to the card
// that one top-up uses up. Each change is conditional, so two requests cannot both take an attempt, a token or a use.
import type { Insertable } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { CardConfirmationTable } from '../../db/tables/payments.ts';

/** A confirmation of this user and card created after `since`: one code each resend period. */
export function recentCardConfirmation(db: Executor, userId: string, panHash: string, since: string) {
  return db
    .selectFrom('card_confirmation')
    .select('id')
    .where('user_id', '=', userId)
    .where('pan_hash', '=', panHash)
    .where('created_at', '>', since)
    .executeTakeFirst();
}

export async function insertCardConfirmation(db: Executor, row: Insertable<CardConfirmationTable>): Promise<void> {
  await db.insertInto('card_confirmation').values(row).execute();
}

export function findCardConfirmation(db: Executor, id: string, userId: string) {
  return db.selectFrom('card_confirmation').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}

export function findCardConfirmationByToken(db: Executor, tokenHash: string, userId: string) {
  return db.selectFrom('card_confirmation').selectAll().where('token_hash', '=', tokenHash).where('user_id', '=', userId).executeTakeFirst();
}

/** Takes one attempt while fewer than `maxAttempts` are used: whether it was taken. */
export async function takeCardAttempt(db: Executor, id: string, maxAttempts: number): Promise<boolean> {
  const taken = await db
    .updateTable('card_confirmation')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('attempts', '<', maxAttempts)
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1;
}

/** Binds a token to a confirmation that has none yet: whether it was bound. */
export async function issueCardToken(db: Executor, id: string, tokenHash: string, expiresAt: string): Promise<boolean> {
  const issued = await db
    .updateTable('card_confirmation')
    .set({ token_hash: tokenHash, token_expires_at: expiresAt })
    .where('id', '=', id)
    .where('token_hash', 'is', null)
    .executeTakeFirst();
  return Number(issued.numUpdatedRows) === 1;
}

/** Uses a confirmation's token up unless already used: whether this call used it. */
export async function consumeCardToken(db: Executor, id: string, at: string): Promise<boolean> {
  const claimed = await db.updateTable('card_confirmation').set({ consumed_at: at }).where('id', '=', id).where('consumed_at', 'is', null).executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}
