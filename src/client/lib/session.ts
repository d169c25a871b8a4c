// The session of this browser (spec 01 §4): tokens, the device token that marks a trusted device, the role that
// picks the API base, the skip flag of an unsigned agreement and the theme. All of it survives reloads.
import { useSyncExternalStore } from 'react';
import * as v from 'valibot';
import type { AuthTokens, SignedIn } from '#shared/api/auth.ts';
import { ROLES, type Role } from '#shared/enums.ts';
import { readJson, STORAGE_KEYS, writeJson } from './storage.ts';

export const THEMES = ['light'] as const;
export type Theme = (typeof THEMES)[number];

const sessionSchema = v.object({
  accessToken: v.nullable(v.string()),
  refreshToken: v.nullable(v.string()),
  deviceToken: v.nullable(v.string()),
  role: v.nullable(v.picklist(ROLES)),
  skipUnsignedAgreement: v.boolean(),
  theme: v.picklist(THEMES),
});
export type Session = v.InferOutput<typeof sessionSchema>;

const EMPTY: Session = {
  accessToken: null,
  refreshToken: null,
  deviceToken: null,
  role: null,
  skipUnsignedAgreement: false,
  theme: 'light',
};

/** A session from the storage's raw value; anything unreadable reads as no session. */
function parseSession(stored: unknown): Session {
  const parsed = v.safeParse(v.partial(sessionSchema), stored);
  return parsed.success ? { ...EMPTY, ...parsed.output } : EMPTY;
}

let current = parseSession(readJson(STORAGE_KEYS.session));
const listeners = new Set<() => void>();

function update(patch: Partial<Session>): void {
  current = { ...current, ...patch };
  writeJson(STORAGE_KEYS.session, current);
  publish();
}

function publish(): void {
  applyTheme(current.theme);
  for (const listener of listeners) listener();
}

/**
 * Takes the session as stored, which another tab may have renewed or ended: a renewal rotates the refresh token and
 * ends the old access token at once, and a rotated token presented again ends every session of the device (DESIGN
 * §4). Nothing changes when the storage holds nothing (blocked storage: the session lives in memory only).
 */
const SIGN_OUT_REASON_KEY = 'agent-portal.sign-out-reason';

export function reloadSession(): Session {
  const raw = readJson(STORAGE_KEYS.session);
  if (raw === null) return current;
  const stored = parseSession(raw);
  if (JSON.stringify(stored) !== JSON.stringify(current)) {
    current = stored;
    publish();
  }
  return current;
}

window.addEventListener('storage', (event) => {
  if (event.key === STORAGE_KEYS.session) reloadSession();
});

/** The theme is a class on <body> (spec 01 §4), so plain CSS can follow it. */
function applyTheme(theme: Theme): void {
  for (const name of THEMES) document.body.classList.toggle(`theme-${name}`, name === theme);
}
applyTheme(current.theme);

export function getSession(): Session {
  return current;
}

export function isAuthenticated(session: Session): boolean {
  return session.accessToken !== null;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, getSession);
}

export function startSession(answer: SignedIn): void {
  try {
    sessionStorage.removeItem(SIGN_OUT_REASON_KEY);
  } catch {
    // Nothing was remembered.
  }
  update({ ...answer.auth, deviceToken: answer.deviceToken, role: null });
}

/** Keeps the device token of a flow that does not sign in (recovery ends on its success page). */
export function rememberDevice(deviceToken: string): void {
  update({ deviceToken });
}

export function replaceTokens(tokens: AuthTokens): void {
  update(tokens);
}

export function setRole(role: Role): void {
  if (current.role !== role) update({ role });
}

export function setSkipUnsignedAgreement(skip: boolean): void {
  update({ skipUnsignedAgreement: skip });
}

/** Ends the session in this browser. The device token stays unless the device itself was removed. */
export function clearSession(options: { forgetDevice?: boolean } = {}): void {
  update({
    accessToken: null,
    refreshToken: null,
    role: null,
    deviceToken: options.forgetDevice ? null : current.deviceToken,
  });
}

/** Why the server ended the session for good (the owner deactivated or deleted this employee), for the sign-in
 * screen to say until the next sign-in (issue 11). */
export function rememberSignOutReason(code: string): void {
  try {
    sessionStorage.setItem(SIGN_OUT_REASON_KEY, code);
  } catch {
    // Storage refused (private mode): the sign-in screen just says nothing.
  }
}

/** The reason remembered by `rememberSignOutReason`, until the next sign-in on this tab. */
export function signOutReason(): string | null {
  try {
    return sessionStorage.getItem(SIGN_OUT_REASON_KEY);
  } catch {
    return null;
  }
}
