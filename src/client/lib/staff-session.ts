// The staff console's own session (issue 15): its tokens and the signed-in staff user, kept under a key of its own so
// the portal's session and the console's never replace each other in one browser.
import { useSyncExternalStore } from 'react';
import * as v from 'valibot';
import { readJson, writeJson } from './storage.ts';
import { staffUser, type StaffSession, type StaffUser } from '#shared/api/staff.ts';

export const STAFF_SESSION_KEY = 'agent-portal.staff-session';

const stored = v.object({ accessToken: v.string(), refreshToken: v.string(), user: staffUser });
export type StoredStaffSession = v.InferOutput<typeof stored> | null;

function parse(raw: unknown): StoredStaffSession {
  const parsed = v.safeParse(stored, raw);
  return parsed.success ? parsed.output : null;
}

let current: StoredStaffSession = parse(readJson(STAFF_SESSION_KEY));
const listeners = new Set<() => void>();

function set(next: StoredStaffSession): void {
  current = next;
  writeJson(STAFF_SESSION_KEY, next);
  for (const listener of listeners) listener();
}

/** The session as stored: another tab may have rotated the tokens or signed out meanwhile. */
export function reloadStaffSession(): StoredStaffSession {
  const raw = readJson(STAFF_SESSION_KEY);
  const next = parse(raw);
  if (JSON.stringify(next) !== JSON.stringify(current)) {
    current = next;
    for (const listener of listeners) listener();
  }
  return current;
}

window.addEventListener('storage', (event) => {
  if (event.key === STAFF_SESSION_KEY) reloadStaffSession();
});

export function getStaffSession(): StoredStaffSession {
  return current;
}

export function useStaffSession(): StoredStaffSession {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}

export function startStaffSession(session: StaffSession): void {
  set({ accessToken: session.accessToken, refreshToken: session.refreshToken, user: session.user });
}

/** Keeps the tokens and takes the user as the server now describes it (a changed role or name). */
export function updateStaffUser(user: StaffUser): void {
  if (current && JSON.stringify(current.user) !== JSON.stringify(user)) set({ ...current, user });
}

export function clearStaffSession(): void {
  set(null);
}
