// TEST ONLY: the keys the E-IMZO emulator holds, issued at start under the test CA (providers/signature/test-ca.ts)
// with subjects and aliases in the real format (EIMZO.md §3). Tests sign with the same keys through `issueTestKeys`.
import { EIMZO_OIDS, formatEimzoDate, type EimzoKeyFile } from '#shared/eimzo.ts';
import { serialHex, type SigningKey, type SubjectAttribute } from '../providers/signature/cms.ts';
import { issueTestKey, type CertificateAuthority } from '../providers/signature/test-ca.ts';

type Subject = {
  cn: string;
  name?: string;
  surname?: string;
  l?: string;
  st?: string;
  c?: string;
  o?: string;
  /** An individual's own TIN. */
  uid?: string;
  pinfl?: string;
  /** Job title. */
  t?: string;
  /** The company TIN. */
  tin?: string;
  businessCategory?: string;
};

export type TestIdentity = {
  id: 'demo-director' | 'demo-director-expired' | 'other-business' | 'individual';
  /** The key file's name on the emulated disk. */
  fileName: string;
  serialNumber: string;
  subject: Subject;
  /** A fixed validity, or (omitted) from yesterday for two years. */
  validity?: { from: Date; to: Date };
};

const DEMO_DIRECTOR: Subject = {
  cn: 'KARIMOV AZIZ',
  name: 'AZIZ',
  surname: 'KARIMOV',
  l: 'YUNUSOBOD TUMANI',
  st: 'TOSHKENT SHAHRI',
  c: 'UZ',
  o: 'OOO "DEMO SAVDO"',
  uid: '412345678',
  pinfl: '30101901234567',
  t: 'DIREKTOR',
  tin: '305123456',
  businessCategory: "MAS'ULIYATI CHEKLANGAN JAMIYAT",
};

/** docs/eimzo.md lists these; the demo's tax registry (seed/onboarding.ts) matches them. */
export const TEST_IDENTITIES: readonly TestIdentity[] = [
  { id: 'demo-director', fileName: 'DS305123456', serialNumber: '7a1c0001', subject: DEMO_DIRECTOR },
  {
    id: 'demo-director-expired',
    fileName: 'DS305123456_2022',
    serialNumber: '7a1c0002',
    subject: DEMO_DIRECTOR,
    // Local time, as E-IMZO writes the alias dates.
    validity: { from: new Date(2022, 3, 25, 17, 42, 58), to: new Date(2024, 3, 25, 23, 59, 59) },
  },
  {
    id: 'other-business',
    fileName: 'DS307654321',
    serialNumber: '7a1c0003',
    subject: {
      cn: 'RASULOV TIMUR',
      name: 'TIMUR',
      surname: 'RASULOV',
      l: 'MIROBOD TUMANI',
      st: 'TOSHKENT SHAHRI',
      c: 'UZ',
      o: 'OOO "BOSHQA BIZNES"',
      pinfl: '30505851234567',
      t: 'DIREKTOR',
      tin: '307654321',
      businessCategory: "MAS'ULIYATI CHEKLANGAN JAMIYAT",
    },
  },
  {
    id: 'individual',
    fileName: 'DS512345678',
    serialNumber: '7a1c0004',
    subject: { cn: 'YUSUPOVA MALIKA', uid: '512345678', pinfl: '31505901234567' },
  },
];

/** Subject attributes in the alias's order; `serialnumber`, `validfrom` and `validto` come from the certificate. */
const ATTRIBUTES: readonly [keyof Subject, string, string][] = [
  ['cn', '2.5.4.3', 'cn'],
  ['name', '2.5.4.42', 'name'],
  ['surname', '2.5.4.4', 'surname'],
  ['l', '2.5.4.7', 'l'],
  ['st', '2.5.4.8', 'st'],
  ['c', '2.5.4.6', 'c'],
  ['o', '2.5.4.10', 'o'],
  ['uid', EIMZO_OIDS.uid, 'uid'],
  ['pinfl', EIMZO_OIDS.pinfl, EIMZO_OIDS.pinfl],
  ['t', '2.5.4.12', 't'],
  ['tin', EIMZO_OIDS.companyTin, EIMZO_OIDS.companyTin],
  ['businessCategory', '2.5.4.15', 'businesscategory'],
];

function subjectAttributesOf(subject: Subject): SubjectAttribute[] {
  return ATTRIBUTES.flatMap(([field, oid]) => (subject[field] ? [[oid, subject[field]] as const] : []));
}

/** The alias as E-IMZO lists it: lower case, `key=value` joined by commas (EIMZO.md §3 sample). */
export function aliasOf(subject: Subject, serialNumber: string, validFrom: Date, validTo: Date): string {
  const parts = ATTRIBUTES.flatMap(([field, , key]) => (subject[field] ? [`${key}=${subject[field]}`] : []));
  parts.push(`serialnumber=${serialNumber}`, `validfrom=${formatEimzoDate(validFrom)}`, `validto=${formatEimzoDate(validTo)}`);
  return parts.join(',').toLowerCase();
}

export type TestKey = { identity: TestIdentity; file: EimzoKeyFile; key: SigningKey };

export const EMULATED_DISK = 'C:\\';
export const EMULATED_PATH = 'DSKEYS';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Issues every test identity's key under `authority` (the test CA by default), valid relative to `now`. */
export async function issueTestKeys(options: { now?: Date; authority?: CertificateAuthority } = {}): Promise<TestKey[]> {
  const now = options.now ?? new Date();
  // Whole seconds: certificates and aliases carry no fractions.
  const from = new Date(Math.floor((now.getTime() - DAY_MS) / 1000) * 1000);
  const to = new Date(from.getTime() + 2 * 365 * DAY_MS);
  return Promise.all(
    TEST_IDENTITIES.map(async (identity) => {
      const validity = identity.validity ?? { from, to };
      const key = await issueTestKey({
        serialNumber: identity.serialNumber,
        subject: subjectAttributesOf(identity.subject),
        validFrom: validity.from,
        validTo: validity.to,
        authority: options.authority,
      });
      const file: EimzoKeyFile = {
        disk: EMULATED_DISK,
        path: EMULATED_PATH,
        name: identity.fileName,
        alias: aliasOf(identity.subject, serialHex(key.certificate), validity.from, validity.to),
      };
      return { identity, file, key };
    }),
  );
}
