// The signed-in user's profile and the access decided from it. The shell loads both and hands them down through
// a context, so a screen never renders with a profile that the shell has already dropped (logout, a new user).
import { createContext, useContext } from 'react';
import type { Access } from '#shared/access.ts';
import { getProfile, type Profile } from '#shared/api/profile.ts';
import { request } from './api.ts';
import { getSession, isAuthenticated, subscribeSession } from './session.ts';

export const profileKeys = {
  all: ['profile'] as const,
  current: () => [...profileKeys.all, 'current'] as const,
};

/** The profile query's options (a plain object, not TanStack's `queryOptions`: the sign-in route imports this module
 * and loads no query library, issue 12). */
export const profileQueryOptions = {
  queryKey: profileKeys.current(),
  queryFn: ({ signal }: { signal: AbortSignal }) => takeEarlyProfile() ?? request(getProfile, { signal }),
  // The restored copy shows at once; every start and every return to the tab still asks the server (technical
  // mode, a business passing moderation).
  staleTime: 0,
};

let earlyProfile: Promise<Profile> | null = null;

/** A signed-in start asks for the profile at once, before the guard's chunk (and the query library) has arrived; the
 * guard's first fetch takes that answer instead of asking again (issue 12). */
export function startProfileRequest(): void {
  if (earlyProfile) return;
  earlyProfile = request(getProfile);
  // Whoever takes it sees the failure; until then it must not count as unhandled.
  earlyProfile.catch(() => undefined);
}

// An answer nobody took must not reach the next user who signs in on this page.
subscribeSession(() => {
  if (!isAuthenticated(getSession())) earlyProfile = null;
});

function takeEarlyProfile(): Promise<Profile> | null {
  const early = earlyProfile;
  earlyProfile = null;
  return early;
}

export type SignedIn = { profile: Profile; access: Access };

export const SignedInContext = createContext<SignedIn | null>(null);

/** For screens that only exist for a signed-in user; the shell guarantees the provider. */
export function useSignedIn(): SignedIn {
  const value = useContext(SignedInContext);
  if (!value) throw new Error('useSignedIn needs the signed-in shell');
  return value;
}

/** For screens shared by anonymous and signed-in users (the home at `/`). */
export function useOptionalSignedIn(): SignedIn | null {
  return useContext(SignedInContext);
}
