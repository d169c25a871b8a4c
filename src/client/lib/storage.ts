// Every localStorage key the client writes, in one place, so a reset or a migration knows what exists.
export const STORAGE_KEYS = {
  session: 'agent-portal.session',
  locale: 'agent-portal.locale',
  queryCache: 'agent-portal.query-cache',
  sentCodes: 'agent-portal.sent-codes',
  /** This device's receipt printer and how it prints (issue 24 item 1). */
  printer: 'agent-portal.printer',
} as const;

/** Reads a JSON value; a missing, unreadable or blocked storage gives null instead of breaking start-up. */
export function readJson(key: string): unknown {
  try {
    const raw = window.localStorage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as unknown);
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // A full or blocked storage only costs persistence across reloads; the session still works in memory.
  }
}
