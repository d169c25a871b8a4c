// Which console sections each staff role may open (issue 15): the menu shows only these and every other section's
// address leads to the role's first one. The server checks the role again on every call (src/server/staff).
import type { StaffRole } from '#shared/api/staff.ts';

export const STAFF_SECTIONS = ['moderation', 'applications', 'money', 'tickets', 'news', 'switches', 'users', 'audit'] as const;
export type StaffSection = (typeof STAFF_SECTIONS)[number];

const ROLE_SECTIONS: Record<StaffRole, readonly StaffSection[]> = {
  moderator: ['moderation'],
  finance: ['applications', 'money'],
  support: ['tickets'],
  admin: STAFF_SECTIONS,
  // The automation account signs in through its token, never in the console.
  service: [],
};

export function sectionsOf(role: StaffRole): readonly StaffSection[] {
  return ROLE_SECTIONS[role];
}
