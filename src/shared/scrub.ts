// What an error report may not carry (issue 22 item 3): phone numbers, card numbers, tokens, PINs and codes. One
// scrubber for the server, the client and the service worker, applied to the whole event in `beforeSend`: values
// under a sensitive key are replaced whatever they hold, and every other string has its long digit runs, bearer
// tokens, JWTs and sensitive query parameters replaced. Ids (UUIDs) survive, so a report still says which row.

export const FILTERED = '[Filtered]';

/** Keys whose value is a secret or personal: compared lower-case, without `-` and `_`. */
const SECRET_KEYS = new Set([
  'pin',
  'newpin',
  'oldpin',
  'pincode',
  'code',
  'otp',
  'otpcode',
  'smscode',
  'password',
  'newpassword',
  'secret',
  'totp',
  'token',
  'authorization',
  'cookie',
  'setcookie',
  'card',
  'cardnumber',
  'pan',
  'cvv',
  'expiry',
  'phone',
  'phonenumber',
  'passport',
  'idempotencykey',
]);
const SECRET_SUFFIXES = ['token', 'pin', 'password', 'secret', 'phone', 'cardnumber'];

const normalKey = (key: string) => key.toLowerCase().replace(/[-_]/g, '');

export function isSecretKey(key: string): boolean {
  const normal = normalKey(key);
  return SECRET_KEYS.has(normal) || SECRET_SUFFIXES.some((suffix) => normal.endsWith(suffix));
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
/** A JSON Web Token (our access and refresh tokens) anywhere in a text. */
const JWT = /eyJ[\w-]{4,}\.[\w-]{4,}\.[\w-]*/g;
const BEARER = /\b(bearer\s+)[^\s"',;]+/gi;
/** `phone=…`, `"pin":"…"`, `code: 123456`: a sensitive name followed by its value in a text (a URL, a message). */
const NAMED_VALUE = /\b(pin|code|otp|password|token|access_?token|refresh_?token|phone|card|card_?number|pan|cvv|secret)(\\?"?\s*[:=]\s*\\?"?)([^\s"'&,;}\\]+)/gi;
/**
 * Nine or more digits, possibly grouped by spaces, dashes, dots or brackets: a phone (`+998 90 123 45 67`,
 * `901234567`) or a card number (`8600 1234 5678 9012`). Amounts in reports are shorter; ids are kept apart above.
 */
const DIGIT_RUN = /(?<![0-9A-Za-z])\+?\d(?:[\s\-.()]{0,2}\d){8,}(?![0-9A-Za-z])/g;

function scrubPlain(text: string): string {
  return text
    .replace(JWT, FILTERED)
    .replace(BEARER, `$1${FILTERED}`)
    .replace(NAMED_VALUE, (_match, name: string, separator: string) => `${name}${separator}${FILTERED}`)
    .replace(DIGIT_RUN, FILTERED);
}

/** A text with its phone and card numbers, tokens and named secrets replaced; UUIDs are left whole. */
export function scrubText(text: string): string {
  let out = '';
  let last = 0;
  for (const match of text.matchAll(UUID)) {
    out += scrubPlain(text.slice(last, match.index)) + match[0];
    last = match.index + match[0].length;
  }
  return out + scrubPlain(text.slice(last));
}

const MAX_DEPTH = 12;
/** The SDK's own identifiers: hex ids and names a service needs intact, never personal. */
const KEPT_KEYS = new Set(['event_id', 'trace_id', 'span_id', 'parent_span_id', 'sent_at', 'release', 'dist', 'environment', 'platform', 'level']);

/** A deep copy of `value` with every secret key's value and every string scrubbed (cycles and depth bounded). */
export function scrubValue<T>(value: T, depth = 0, seen: WeakSet<object> = new WeakSet()): T {
  if (typeof value === 'string') return scrubText(value) as T;
  if (value === null || typeof value !== 'object') return value;
  if (depth > MAX_DEPTH || seen.has(value)) return FILTERED as T;
  // Only the ancestors count as a cycle: the same object met twice side by side is scrubbed twice.
  seen.add(value);
  try {
    return scrubObject(value, depth, seen) as T;
  } finally {
    seen.delete(value);
  }
}

function scrubObject(value: object, depth: number, seen: WeakSet<object>): unknown {
  if (Array.isArray(value)) return value.map((item: unknown) => scrubValue(item, depth + 1, seen));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (KEPT_KEYS.has(key) && typeof item === 'string') out[key] = item;
    // Under a secret key everything goes, an object too (a card, a headers map called `authorization`).
    else if (isSecretKey(key) && item !== null && item !== undefined) out[key] = FILTERED;
    else out[key] = scrubValue(item, depth + 1, seen);
  }
  return out;
}

/** `beforeSend` of every Sentry SDK we load: the event scrubbed whole (message, exception, request, extra, tags...). */
export function scrubEvent<T extends object>(event: T): T {
  return scrubValue(event);
}
