import { describe, expect, it } from 'vitest';
import { STAFF_ROLES } from '#shared/api/staff.ts';
import { sectionsOf, STAFF_SECTIONS } from '#client/staff/roles.ts';

describe('staff console sections by role (issue 15)', () => {
  it('gives the moderator only moderation', () => {
    expect(sectionsOf('moderator')).toEqual(['moderation']);
  });

  it('gives finance the cancellation requests and money, never moderation or tickets', () => {
    expect(sectionsOf('finance')).toEqual(['applications', 'money']);
  });

  it('gives support only the tickets', () => {
    expect(sectionsOf('support')).toEqual(['tickets']);
  });

  it('gives the admin every section, users, audit, news and switches among them', () => {
    expect(sectionsOf('admin')).toEqual(STAFF_SECTIONS);
    expect(sectionsOf('admin')).toEqual(expect.arrayContaining(['users', 'audit', 'news', 'switches']));
  });

  it('keeps users, audit, news and switches for the admin alone', () => {
    const adminOnly = ['users', 'audit', 'news', 'switches'];
    for (const role of STAFF_ROLES.filter((role) => role !== 'admin')) {
      expect(sectionsOf(role).filter((section) => adminOnly.includes(section))).toEqual([]);
    }
  });
});
