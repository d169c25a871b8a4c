// The console's sign-in calls (issue 15 contract, src/shared/api/staff.ts), under /api/staff.
import * as v from 'valibot';
import { defineCall } from '#shared/api/contract.ts';
import { staffRefreshBody, staffSession, staffSignInBody, staffUser } from '#shared/api/staff.ts';

export type SignInForm = v.InferInput<typeof staffSignInBody>;

export const staffSignIn = defineCall({ method: 'POST', path: '/v1/auth/sign-in', body: staffSignInBody, answer: staffSession, public: true });
export const staffRefresh = defineCall({ method: 'POST', path: '/v1/auth/refresh', body: staffRefreshBody, answer: staffSession, public: true });
export const staffSignOut = defineCall({ method: 'POST', path: '/v1/auth/sign-out', answer: v.object({}) });
export const staffMe = defineCall({ method: 'GET', path: '/v1/me', answer: staffUser });
