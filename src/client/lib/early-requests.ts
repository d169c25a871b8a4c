// Requests a signed-in start sends before the code that needs their answers has arrived (issue 12): the entry asks
// for the profile and, on a sale point's address, that sale point, the balance and the sale points beside the
// signed-in chunks (shell/early-workspace-requests.ts), and the first fetch of the query that needs the answer takes
// it instead of asking again. Each answer is taken once; later fetches ask the server. The query library is not
// needed for this, so the sign-in route still loads none.
import { getSession, isAuthenticated, subscribeSession } from './session.ts';
import { TAKE_WITHIN_MS } from './start-requests.ts';

type EarlyRequest = { answer: Promise<unknown>; sentAt: number };
const early = new Map<string, EarlyRequest>();

/** Sends `ask` now unless a request under `key` is already waiting to be taken. */
export function startEarlyRequest(key: string, ask: () => Promise<unknown>): void {
  if (early.has(key)) return;
  const answer = ask();
  // Whoever takes it sees the failure; until then it must not count as unhandled.
  answer.catch(() => undefined);
  early.set(key, { answer, sentAt: Date.now() });
}

const fresh = (started: EarlyRequest | undefined): started is EarlyRequest => started !== undefined && Date.now() - started.sentAt <= TAKE_WITHIN_MS;

/** Whether an answer started under `key` is waiting to be taken. */
export function hasEarlyRequest(key: string): boolean {
  return fresh(early.get(key));
}

/** The answer started under `key`, once: the caller then owns it, and the next fetch asks the server. An answer that
 * has arrived already is handed over in a task of its own: in the microtasks of the effect that takes it (storing it,
 * rendering it) it would lengthen the longest task after the first screen. */
export function takeEarlyRequest<T>(key: string): Promise<T> | null {
  const started = early.get(key);
  early.delete(key);
  if (!fresh(started)) return null;
  return (started.answer as Promise<T>).then((answer) => new Promise<T>((resolve) => setTimeout(() => resolve(answer), 0)));
}

// An answer nobody took must not reach the next user who signs in on this page.
subscribeSession(() => {
  if (!isAuthenticated(getSession())) early.clear();
});
