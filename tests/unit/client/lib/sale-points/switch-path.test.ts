// src/client/features/sale-points/switch-path.ts and src/client/shell/access-path.ts: the top-bar switcher keeps the
// current sub-page (spec 01 §2.2, spec 02 §2) and never leads where the access table (spec 01 §2.1) says no.
import { describe, expect, it } from 'vitest';
import { canReach, decideAccess } from '../../../../../src/shared/access.ts';
import { salePointIdOf, switcherName, switchPath } from '../../../../../src/client/lib/sale-points/switch-path.ts';
import { accessPathOf } from '../../../../../src/client/shell/access-path.ts';

const profile = (role: 'AGENT' | 'EMPLOYEE') => ({
  firstName: 'Aziz',
  lastName: 'Karimov',
  role,
  techMode: false,
  documents: { existsNotSignedAgreement: false, existsExpiredAgreement: false },
  business: { status: 'ACTIVE' as const },
});
const reachableFor = (role: 'AGENT' | 'EMPLOYEE') => {
  const access = decideAccess({ authenticated: true, skipUnsignedAgreement: false, profile: profile(role) });
  return (path: string) => canReach(access, accessPathOf(path));
};
const agent = reachableFor('AGENT');
const employee = reachableFor('EMPLOYEE');

describe('switchPath for the agent', () => {
  it('carries a business page with its query into the sale point and back', () => {
    expect(switchPath('/invoices', '?period=1-2', 'sp-1', agent)).toBe('/sale-points/sp-1/invoices?period=1-2');
    expect(switchPath('/applications', '?status=WAITING', 'sp-1', agent)).toBe('/sale-points/sp-1/applications?status=WAITING');
    expect(switchPath('/sale-points/sp-1/invoices', '?period=1-2', null, agent)).toBe('/invoices?period=1-2');
    expect(switchPath('/sale-points/sp-1/deposit', '', null, agent)).toBe('/deposit');
    // spec 03 §2: the deposit section keeps its page too.
    expect(switchPath('/deposit/history', '?method=TRANSFER', 'sp-1', agent)).toBe('/sale-points/sp-1/deposit/history?method=TRANSFER');
    expect(switchPath('/sale-points/sp-1/deposit/top-up', '', null, agent)).toBe('/deposit/top-up');
    expect(switchPath('/sale-points/sp-1/deposit/rewards', '?reward=partner', 'sp-2', agent)).toBe('/sale-points/sp-2/deposit/rewards?reward=partner');
  });

  it('keeps the sub-page when moving between sale points, settings included', () => {
    expect(switchPath('/sale-points/sp-1/settings/map', '', 'sp-2', agent)).toBe('/sale-points/sp-2/settings/map');
    expect(switchPath('/sale-points/sp-1/settings', '', 'sp-2', agent)).toBe('/sale-points/sp-2/settings');
    expect(switchPath('/sale-points/sp-1', '?service=m1', 'sp-2', agent)).toBe('/sale-points/sp-2');
    expect(switchPath('/sale-points/sp-1/invoices', '?page=2', 'sp-2', agent)).toBe('/sale-points/sp-2/invoices?page=2');
  });

  it('opens the target home when the page has no counterpart there', () => {
    expect(switchPath('/', '', 'sp-1', agent)).toBe('/sale-points/sp-1');
    expect(switchPath('/employees', '', 'sp-1', agent)).toBe('/sale-points/sp-1');
    expect(switchPath('/profile/security', '', 'sp-1', agent)).toBe('/sale-points/sp-1');
    expect(switchPath('/sale-points/sp-1/settings/general', '', null, agent)).toBe('/');
    expect(switchPath('/sale-points/sp-1', '', null, agent)).toBe('/');
  });

  it('encodes sale point ids', () => {
    expect(switchPath('/invoices', '', 'a b', agent)).toBe('/sale-points/a%20b/invoices');
    expect(salePointIdOf('/sale-points/a%20b/invoices')).toBe('a b');
    expect(salePointIdOf('/invoices')).toBeNull();
  });
});

describe('switchPath for an employee', () => {
  it('never leads to a page an employee may not open', () => {
    expect(switchPath('/sale-points/sp-1/applications', '?period=1-2', null, employee)).toBe('/');
    expect(switchPath('/sale-points/sp-1/invoices', '?period=1-2', null, employee)).toBe('/invoices?period=1-2');
    expect(switchPath('/invoices', '', 'sp-1', employee)).toBe('/sale-points/sp-1/invoices');
  });
});

describe('switcherName', () => {
  it('cuts names longer than 21 characters with an ellipsis', () => {
    expect(switcherName('Chilonzor filiali')).toBe('Chilonzor filiali');
    expect(switcherName('123456789012345678901')).toBe('123456789012345678901');
    expect(switcherName('1234567890123456789012')).toBe('123456789012345678901…');
  });
});

describe('accessPathOf', () => {
  it('judges the settings pages by the settings row and unknown ones by themselves', () => {
    expect(accessPathOf('/sale-points/1/settings/general')).toBe('/sale-points/1/settings');
    expect(accessPathOf('/sale-points/1/settings/address')).toBe('/sale-points/1/settings');
    expect(accessPathOf('/sale-points/1/settings/map')).toBe('/sale-points/1/settings');
    expect(agent('/sale-points/1/settings/unknown')).toBe(false);
    expect(employee('/sale-points/1/settings')).toBe(false);
  });

  it('judges the workspace page segment by the workspace row', () => {
    expect(accessPathOf('/sale-points/1/recent')).toBe('/sale-points/1');
    expect(accessPathOf('/sale-points/1/')).toBe('/sale-points/1');
    expect(agent('/sale-points/1/invoices/extra')).toBe(false);
  });

  it('judges the deposit pages by the deposit rows: the owner only, unknown pages by themselves', () => {
    for (const page of ['rewards', 'history', 'top-up']) {
      expect(accessPathOf(`/deposit/${page}`)).toBe('/deposit');
      expect(accessPathOf(`/sale-points/1/deposit/${page}`)).toBe('/sale-points/1/deposit');
      expect(agent(`/sale-points/1/deposit/${page}`)).toBe(true);
      expect(employee(`/sale-points/1/deposit/${page}`)).toBe(false);
      expect(employee(`/deposit/${page}`)).toBe(false);
    }
    expect(agent('/deposit/unknown')).toBe(false);
    expect(agent('/sale-points/1/deposit/unknown')).toBe(false);
  });
});
