// The signed-in user's profile and the access decided from it. The shell loads both and hands them down through
// a context, so a screen never renders with a profile that the shell has already dropped (logout, a new user).
import { queryOptions } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import type { Access } from '#shared/access.ts';
import { getProfile, type Profile } from '#shared/api/profile.ts';
import { request } from './api.ts';

export const profileKeys = {
  all: ['profile'] as const,
  current: () => [...profileKeys.all, 'current'] as const,
};

export const profileQueryOptions = queryOptions({
  queryKey: profileKeys.current(),
  queryFn: ({ signal }) => request(getProfile, { signal }),
  // The restored copy shows at once; every start and every return to the tab still asks the server (technical
  // mode, a business passing moderation).
  staleTime: 0,
});

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
