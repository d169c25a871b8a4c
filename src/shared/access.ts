// spec 01 §2.1: which routes a user may reach and which home screen `/` shows, decided from the loaded session.
// One pure function; the client's router reads it and the table is unit-tested row by row.
import type { BusinessStatus, Role } from './enums.ts';

export type AccessInput =
  | { authenticated: false }
  | {
      authenticated: true;
      /** Persisted choice of an owner to postpone an unsigned (not expired) additional agreement. */
      skipUnsignedAgreement: boolean;
      profile: {
        firstName: string | null;
        lastName: string | null;
        role: Role;
        techMode: boolean;
        documents: { existsNotSignedAgreement: boolean; existsExpiredAgreement: boolean };
        /** `hasSignature` false on an ACTIVE business: the owner's EDS signature is missing, the account is frozen. */
        business: { status: BusinessStatus; hasSignature?: boolean } | null;
      };
    };

export type AccessState =
  | 'anonymous'
  | 'incomplete-profile'
  | 'tech-mode'
  | 'agreement'
  | 'employee'
  | 'no-business'
  | 'on-moderation'
  | 'on-waiting-sign'
  | 'account-frozen'
  | 'active';

export type Access = { state: AccessState; routes: readonly string[] };

const PROFILE_ROUTES = ['/profile', '/profile/notifications', '/profile/security'] as const;

const EMPLOYEE_ROUTES = [
  '/',
  '/sale-points/:id',
  '/sale-points/:id/invoices',
  '/sale-points/:id/applications',
  // issue 24: its own shifts at the sale point (the server shows an employee only its own).
  '/sale-points/:id/shifts',
  '/sale-points/:id/news',
  '/invoices',
  ...PROFILE_ROUTES,
] as const;

const ACTIVE_ROUTES = [
  '/',
  '/sale-points/:id',
  '/sale-points/:id/invoices',
  '/sale-points/:id/applications',
  '/sale-points/:id/shifts',
  '/sale-points/:id/deposit',
  '/sale-points/:id/news',
  '/sale-points/:id/settings',
  '/employees',
  '/employees/:id',
  '/invoices',
  '/applications',
  '/shifts',
  '/documents/:type?',
  '/deposit',
  '/profile',
  '/profile/business',
  '/profile/notifications',
  '/profile/security',
  '/statistics',
  '/tickets/:id?',
  '/news',
] as const;

const WAITING_ROUTES = ['/', '/profile', '/profile/business', '/profile/notifications', '/profile/security'] as const;

export function decideAccess(input: AccessInput): Access {
  if (!input.authenticated) return { state: 'anonymous', routes: ['/', '/register', '/recovery'] };
  const { profile } = input;
  if (!profile.firstName?.trim() || !profile.lastName?.trim()) return { state: 'incomplete-profile', routes: ['/'] };
  if (profile.techMode) return { state: 'tech-mode', routes: ['/', '/profile', '/profile/security'] };

  const unsigned =
    profile.role === 'AGENT' && profile.documents.existsNotSignedAgreement && !input.skipUnsignedAgreement;
  if (unsigned || profile.documents.existsExpiredAgreement) {
    const business = profile.business && profile.role === 'AGENT' ? ['/profile/business'] : [];
    return { state: 'agreement', routes: ['/', '/profile', ...business, '/profile/notifications', '/profile/security'] };
  }
  if (profile.role === 'EMPLOYEE') {
    // spec 01 §2.7: the employees of a business without the owner's signature are blocked too, and told who signs.
    if (profile.business?.status === 'ACTIVE' && profile.business.hasSignature === false) {
      return { state: 'account-frozen', routes: ['/', ...PROFILE_ROUTES] };
    }
    return { state: 'employee', routes: EMPLOYEE_ROUTES };
  }
  if (!profile.business) return { state: 'no-business', routes: ['/', ...PROFILE_ROUTES] };
  switch (profile.business.status) {
    case 'ON_MODERATION':
      return { state: 'on-moderation', routes: WAITING_ROUTES };
    case 'ON_WAITING_SIGN':
      return { state: 'on-waiting-sign', routes: WAITING_ROUTES };
    default:
      // spec 03 §4: an active business without the owner's signature works like one waiting for it.
      if (profile.business.hasSignature === false) return { state: 'account-frozen', routes: WAITING_ROUTES };
      return { state: 'active', routes: ACTIVE_ROUTES };
  }
}

/** Whether `pathname` matches one of the route patterns (`:name` segments, a trailing `?` makes one optional). */
export function canReach(access: Access, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return access.routes.some((pattern) => matchRoute(pattern, path));
}

export function matchRoute(pattern: string, path: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = path.split('/').filter(Boolean);
  if (have.length > want.length) return false;
  return want.every((segment, index) => {
    const value = have[index];
    if (segment.endsWith('?')) return value === undefined || segment.startsWith(':') || segment.slice(0, -1) === value;
    if (value === undefined) return false;
    return segment.startsWith(':') ? value.length > 0 : segment === value;
  });
}
