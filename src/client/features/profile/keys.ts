// Query keys of the profile area, general to specific. The profile itself is keyed in lib (the shell loads it).
export const deviceKeys = {
  all: ['devices'] as const,
  active: () => [...deviceKeys.all, 'active'] as const,
};
