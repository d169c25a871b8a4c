// The signed-in user's profile and the access decided from it. The shell loads both and hands them down through
// a context, so a screen never renders with a profile that the shell has already dropped (logout, a new user).
import { createContext, useContext } from 'react';
import type { Access } from '#shared/access.ts';
import { getProfile, type Profile } from '#shared/api/profile.ts';
import { request } from './api.ts';
import { startEarlyRequest, takeEarlyRequest } from './early-requests.ts';
import { setRole } from './session.ts';

export const profileKeys = {
  all: ['profile'] as const,
  current: () => [...profileKeys.all, 'current'] as const,
};

const EARLY_PROFILE = 'profile';

/** The profile query's options (a plain object, not TanStack's `queryOptions`: the sign-in route imports this module
 * and loads no query library, issue 12). */
export const profileQueryOptions = {
  queryKey: profileKeys.current(),
  queryFn: async ({ signal }: { signal: AbortSignal }) => {
    const profile = await (takeEarlyRequest<Profile>(EARLY_PROFILE) ?? request(getProfile, { signal }));
    // The role picks the base of scoped calls (lib/api.ts). It is set before the profile reaches the screens: their
    // first requests go out in the commit that first shows them, before any effect of the guard's.
    setRole(profile.role);
    return profile;
  },
  // The restored copy shows at once; every start and every return to the tab still asks the server (technical
  // mode, a business passing moderation).
  staleTime: 0,
};

/** A signed-in start asks for the profile at once, before the guard's chunk (and the query library) has arrived; the
 * guard's first fetch takes that answer instead of asking again (issue 12). */
export function startProfileRequest(): void {
  startEarlyRequest(EARLY_PROFILE, () => request(getProfile));
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
