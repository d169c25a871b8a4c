import { AppError } from '../../http/app-error.ts';
import type { Executor } from '../../db/database.ts';
import { findUserById } from './users.repository.ts';

/** The signed-in user's row; a token whose user vanished is no longer a session. */
export async function requireUser(db: Executor, userId: string) {
  const user = await findUserById(db, userId);
  if (!user) throw new AppError(401, 'unauthorized');
  return user;
}
