// spec 01 §2.1, row by row: which routes each user state reaches.
import { describe, expect, it } from 'vitest';
import { canReach, decideAccess, matchRoute, type AccessInput } from '../../../src/shared/access.ts';
import type { BusinessStatus, Role } from '../../../src/shared/enums.ts';

type Overrides = {
  firstName?: string | null;
  lastName?: string | null;
  role?: Role;
  techMode?: boolean;
  notSigned?: boolean;
  expired?: boolean;
  skip?: boolean;
  business?: BusinessStatus | null;
};

function user(overrides: Overrides = {}): AccessInput {
  return {
    authenticated: true,
    skipUnsignedAgreement: overrides.skip ?? false,
    profile: {
      firstName: 'firstName' in overrides ? overrides.firstName! : 'Aziz',
      lastName: 'lastName' in overrides ? overrides.lastName! : 'Karimov',
      role: overrides.role ?? 'AGENT',
      techMode: overrides.techMode ?? false,
      documents: { existsNotSignedAgreement: overrides.notSigned ?? false, existsExpiredAgreement: overrides.expired ?? false },
      business: 'business' in overrides ? (overrides.business ? { status: overrides.business } : null) : { status: 'ACTIVE' },
    },
  };
}

const PROFILE = ['/profile', '/profile/notifications', '/profile/security'];
const WAITING = ['/', '/profile', '/profile/business', '/profile/notifications', '/profile/security'];
const EMPLOYEE = [
  '/',
  '/sale-points/:id',
  '/sale-points/:id/invoices',
  '/sale-points/:id/applications',
  '/sale-points/:id/shifts',
  '/sale-points/:id/news',
  '/invoices',
  ...PROFILE,
];
const ACTIVE = [
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
];

describe('decideAccess', () => {
  it('not authenticated: /, /register and /recovery', () => {
    expect(decideAccess({ authenticated: false })).toEqual({ state: 'anonymous', routes: ['/', '/register', '/recovery'] });
  });

  it.each([
    ['no first name', { firstName: null }],
    ['no last name', { lastName: null }],
    ['a blank first name', { firstName: '   ' }],
    ['an empty last name', { lastName: '' }],
  ])('authenticated with %s: / only', (_case, overrides) => {
    expect(decideAccess(user(overrides))).toEqual({ state: 'incomplete-profile', routes: ['/'] });
  });

  it('an incomplete profile comes before technical mode', () => {
    expect(decideAccess(user({ firstName: null, techMode: true })).state).toBe('incomplete-profile');
  });

  it.each<[string, Overrides]>([
    ['an active agent', {}],
    ['an employee', { role: 'EMPLOYEE' }],
    ['an agent with an expired agreement', { expired: true }],
    ['a user without a business', { business: null }],
  ])('technical mode on, for %s: /, /profile and /profile/security', (_case, overrides) => {
    expect(decideAccess(user({ ...overrides, techMode: true }))).toEqual({
      state: 'tech-mode',
      routes: ['/', '/profile', '/profile/security'],
    });
  });

  it('an agent with an unsigned agreement: the profile pages, with the business page when a business exists', () => {
    expect(decideAccess(user({ notSigned: true }))).toEqual({ state: 'agreement', routes: WAITING });
    expect(decideAccess(user({ notSigned: true, business: null }))).toEqual({
      state: 'agreement',
      routes: ['/', ...PROFILE],
    });
  });

  it('the skip flag lets an agent past an unsigned agreement, but not past an expired one', () => {
    expect(decideAccess(user({ notSigned: true, skip: true }))).toEqual({ state: 'active', routes: ACTIVE });
    expect(decideAccess(user({ expired: true, skip: true })).state).toBe('agreement');
  });

  it('any user with an expired agreement, an employee included, gets the agreement pages', () => {
    expect(decideAccess(user({ expired: true })).routes).toEqual(WAITING);
    // spec 01 §2.8: the business page is the agent's only.
    expect(decideAccess(user({ expired: true, role: 'EMPLOYEE' }))).toEqual({ state: 'agreement', routes: ['/', ...PROFILE] });
  });

  it('an employee does not need to sign an agreement', () => {
    expect(decideAccess(user({ role: 'EMPLOYEE', notSigned: true }))).toEqual({ state: 'employee', routes: EMPLOYEE });
  });

  it.each<BusinessStatus | null>(['ACTIVE', 'ON_MODERATION', 'ON_WAITING_SIGN', null])(
    'role EMPLOYEE, business %s: its sale point pages, /invoices and the profile pages',
    (business) => {
      expect(decideAccess(user({ role: 'EMPLOYEE', business }))).toEqual({ state: 'employee', routes: EMPLOYEE });
    },
  );

  it('business ON_MODERATION: the waiting set with the moderation home', () => {
    expect(decideAccess(user({ business: 'ON_MODERATION' }))).toEqual({ state: 'on-moderation', routes: WAITING });
  });

  it('business ON_WAITING_SIGN: the same set with the signing home', () => {
    expect(decideAccess(user({ business: 'ON_WAITING_SIGN' }))).toEqual({ state: 'on-waiting-sign', routes: WAITING });
  });

  it.each<BusinessStatus>(['ACTIVE', 'INACTIVE'])('business %s (any other status): the full product', (business) => {
    expect(decideAccess(user({ business }))).toEqual({ state: 'active', routes: ACTIVE });
  });

  it('business ACTIVE without the owner signature: frozen, the waiting set with the signing home', () => {
    const input = user();
    if (input.authenticated && input.profile.business) input.profile.business.hasSignature = false;
    expect(decideAccess(input)).toEqual({ state: 'account-frozen', routes: WAITING });
  });

  it('role EMPLOYEE of an ACTIVE business without the owner signature: frozen, / and the profile pages', () => {
    const input = user({ role: 'EMPLOYEE' });
    if (input.authenticated && input.profile.business) input.profile.business.hasSignature = false;
    expect(decideAccess(input)).toEqual({ state: 'account-frozen', routes: ['/', ...PROFILE] });
  });

  it('business ACTIVE with the owner signature: the full product', () => {
    const input = user();
    if (input.authenticated && input.profile.business) input.profile.business.hasSignature = true;
    expect(decideAccess(input)).toEqual({ state: 'active', routes: ACTIVE });
  });

  it('authenticated with no business: / and the profile pages', () => {
    expect(decideAccess(user({ business: null }))).toEqual({ state: 'no-business', routes: ['/', ...PROFILE] });
  });
});

describe('canReach', () => {
  const active = decideAccess(user());
  const employee = decideAccess(user({ role: 'EMPLOYEE' }));

  it('matches parameters and optional segments', () => {
    for (const path of ['/', '/sale-points/42', '/sale-points/42/settings', '/documents', '/documents/invoice', '/tickets', '/tickets/7']) {
      expect(canReach(active, path)).toBe(true);
    }
  });

  it('ignores a trailing slash', () => {
    expect(canReach(active, '/employees/')).toBe(true);
    expect(canReach(employee, '/invoices/')).toBe(true);
  });

  it('refuses paths outside the state', () => {
    expect(canReach(employee, '/sale-points/42/settings')).toBe(false);
    expect(canReach(employee, '/sale-points/42/deposit')).toBe(false);
    expect(canReach(employee, '/employees')).toBe(false);
    expect(canReach(decideAccess(user({ business: null })), '/profile/business')).toBe(false);
    expect(canReach(decideAccess({ authenticated: false }), '/profile')).toBe(false);
  });

  it('refuses unknown paths, a missing parameter and extra segments', () => {
    expect(canReach(active, '/nowhere')).toBe(false);
    expect(canReach(active, '/sale-points')).toBe(false);
    expect(canReach(active, '/sale-points/42/settings/extra')).toBe(false);
    expect(canReach(active, '/documents/invoice/1')).toBe(false);
  });
});

describe('matchRoute', () => {
  it('matches literal segments exactly and a parameter to any non-empty segment', () => {
    expect(matchRoute('/profile/security', '/profile/security')).toBe(true);
    expect(matchRoute('/profile/security', '/profile/business')).toBe(false);
    expect(matchRoute('/employees/:id', '/employees/abc')).toBe(true);
    expect(matchRoute('/employees/:id', '/employees')).toBe(false);
  });
});
