// The OpenAPI document's examples (issue 22 item 1): a value each schema accepts, made up from its constraints and the
// field's name, so an integrator reads a request that would pass. openapi.ts puts them beside every body and parameter.
import * as v from 'valibot';

/** A JSON Schema object, as @valibot/to-json-schema writes it. */
export type JsonSchema = Record<string, unknown>;

/** Field values an integrator would send, by name, where a made-up value would read wrong or fail a pattern. */
const SAMPLES: Record<string, unknown> = {
  phone: '998901234567',
  // A phone's nine local digits (a card's owner, a new phone); a card's number keeps its own pattern.
  number: '901234567',
  otp: '123456',
  password: '470215',
  newPassword: '470215',
  pinCode: '470215',
  code: '123456',
  taxNumber: '305123456',
  businessNumber: '1001',
  pan: '8600020000001234',
  amount: 100_000,
  account: '901234567',
  invoiceNumber: '1000001',
  firstName: 'Aziz',
  lastName: 'Karimov',
  email: 'owner@example.uz',
  name: 'Chilonzor filiali',
  address: 'Tashkent, Chilonzor 9',
  latitude: 41.2856,
  longitude: 69.2034,
  requestDate: 1_767_225_600_000,
  login: 'moderator',
  comment: 'Counted at closing',
  reason: 'The registration scan is unreadable',
  text: 'The scan is accepted, thank you',
  admin: 'Support',
  // A browser's push subscription keys (base64url).
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
};
const SAMPLE_ID = '01900000-0000-7000-8000-000000000101';
const SAMPLE_STRINGS = ['2026-01-15', 'TUlJQ', 'ab12', 'agent.one', '0', '9'.repeat(20)];

function sampleString(schema: JsonSchema, name: string | undefined): string | undefined {
  const min = Number(schema.minLength ?? 1);
  const max = Number(schema.maxLength ?? 1000);
  const pattern = typeof schema.pattern === 'string' ? new RegExp(schema.pattern, 'u') : null;
  // Digit runs of the usual lengths, and of any length the pattern names (`^\d{5}$`, a bank's code).
  const named = typeof schema.pattern === 'string' ? [...schema.pattern.matchAll(/\{(\d+)\}/g)].map((match) => Number(match[1])) : [];
  const digits = [min, 6, 9, 12, 16, 20, ...named].map((length) => '1234567890'.repeat(3).slice(0, Math.max(length, 1)));
  const candidates = [
    ...(schema.format === 'uuid' || name?.endsWith('Id') || name === 'id' ? [SAMPLE_ID] : []),
    ...(schema.format === 'email' ? ['owner@example.uz'] : []),
    ...(schema.format === 'uri' ? ['https://push.example.com/send/8e03978e'] : []),
    ...(pattern ? [...SAMPLE_STRINGS, ...digits] : [name ? `${name} text` : 'text', ...SAMPLE_STRINGS]),
  ];
  return candidates.find((candidate) => candidate.length >= min && candidate.length <= max && (!pattern || pattern.test(candidate)));
}

/** Whether a field's value by name keeps the schema's own bounds (a 9-digit phone where 12 are the rule, a longer password). */
function fits(schema: JsonSchema, value: unknown): boolean {
  if (typeof value !== 'string') return schema.type !== 'string';
  if (schema.type !== undefined && schema.type !== 'string') return false;
  const pattern = typeof schema.pattern === 'string' ? new RegExp(schema.pattern, 'u') : null;
  return value.length >= Number(schema.minLength ?? 0) && value.length <= Number(schema.maxLength ?? Infinity) && (!pattern || pattern.test(value));
}

/** A value a schema accepts, made up from its constraints and the field's name; undefined when none is found. */
export function sample(schema: JsonSchema, name?: string): unknown {
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if (name && name in SAMPLES && fits(schema, SAMPLES[name])) return SAMPLES[name];
  if (Array.isArray(schema.anyOf)) {
    const options = schema.anyOf as JsonSchema[];
    return sample(options.find((option) => option.type !== 'null') ?? options[0]!, name);
  }
  if ('default' in schema) return schema.default;
  switch (schema.type) {
    case 'object': {
      const value: Record<string, unknown> = {};
      const required = new Set((schema.required ?? []) as string[]);
      for (const [key, property] of Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>)) {
        // An optional field that may be null reads best left out, unless it has a value of its own (a message's text).
        const nullable = ((property.anyOf ?? []) as JsonSchema[]).some((option) => option.type === 'null');
        if (!required.has(key) && nullable && !(key in SAMPLES)) continue;
        const item = sample(property, key);
        if (item !== undefined) value[key] = item;
      }
      return value;
    }
    case 'array': {
      const item = schema.items ? sample(schema.items as JsonSchema, name) : undefined;
      return item === undefined || Number(schema.maxItems ?? 1) === 0 ? [] : [item];
    }
    case 'string':
      return sampleString(schema, name);
    case 'integer':
    case 'number':
      return Math.max(Number(schema.minimum ?? 1), Math.min(1, Number(schema.maximum ?? 1)));
    case 'boolean':
      return false;
    case 'null':
      return null;
    default:
      return undefined;
  }
}

/** An example of a body the call's own schema accepts (it is checked by it), or none. */
export function bodyExample(schema: v.GenericSchema, json: JsonSchema): { example: unknown } | Record<string, never> {
  const example = sample(json);
  return example !== undefined && v.safeParse(schema, example).success ? { example } : {};
}
