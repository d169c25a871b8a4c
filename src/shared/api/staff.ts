// The staff back office (issue 15): named staff accounts, their sessions, the audit trail, and the reads the staff
// console needs beside the existing `/api/staff/v1` actions. Paths are under `/api/staff`.
import * as v from 'valibot';
import { BUSINESS_FORMS, BUSINESS_STATUSES } from '../enums.ts';
import { exactDigits, maxLength, minLength, requiredString } from '../validation.ts';
import { application } from './applications.ts';
import { business } from './profile.ts';
import { ticket } from './tickets.ts';

export const STAFF_ROLES = ['moderator', 'finance', 'support', 'admin', 'service'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
/** The roles a person may hold; `service` is the one account `STAFF_TOKEN` signs in as (automation, the CLI). */
export const STAFF_PERSON_ROLES = ['moderator', 'finance', 'support', 'admin'] as const satisfies readonly StaffRole[];
export type StaffPersonRole = (typeof STAFF_PERSON_ROLES)[number];

/** A text staff write in the three languages the portal shows (news, a refusal's title). */
export const threeLanguages = (max: number) => v.object({ uz: requiredString(max), ru: requiredString(max), en: requiredString(max) });
/** A Tashkent day typed by staff, YYYY-MM-DD. */
export const isoDay = v.pipe(v.string('required'), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'invalid'));
/** A path parameter naming a stored object (an id, a tax number). */
export const staffIdParam = v.pipe(v.string(), maxLength(64));

export const STAFF_USER_STATUSES = ['ACTIVE', 'BLOCKED'] as const;
export type StaffUserStatus = (typeof STAFF_USER_STATUSES)[number];

export const STAFF_TOTP_DIGITS = 6;
export const STAFF_LOGIN_PATTERN = /^[a-z][a-z0-9._-]{1,31}$/;
export const STAFF_PASSWORD_MIN = 12;
export const STAFF_PASSWORD_MAX = 128;
export const STAFF_NAME_MAX = 100;

export const staffLogin = v.pipe(v.string('required'), v.trim(), v.toLowerCase(), v.nonEmpty('required'), maxLength(32), v.regex(STAFF_LOGIN_PATTERN, 'invalid'));
export const staffPassword = v.pipe(v.string('required'), minLength(STAFF_PASSWORD_MIN), maxLength(STAFF_PASSWORD_MAX));
const staffName = v.pipe(v.string('required'), v.trim(), v.nonEmpty('required'), maxLength(STAFF_NAME_MAX), v.regex(/^[^\0]*$/, 'invalid'));

export const staffUser = v.object({
  id: v.string(),
  login: v.string(),
  name: v.string(),
  role: v.picklist(STAFF_ROLES),
  status: v.picklist(STAFF_USER_STATUSES),
  /** ISO-8601 UTC. */
  createdAt: v.string(),
});
export type StaffUser = v.InferOutput<typeof staffUser>;

export const staffSession = v.object({ accessToken: v.string(), refreshToken: v.string(), user: staffUser });
export type StaffSession = v.InferOutput<typeof staffSession>;

// POST /api/staff/v1/auth/sign-in: a wrong login, password or code is one 401 `invalid_credentials`; too many wrong
// tries lock the account (429 `pin_attempts_exceeded`, `fields.lockedUntil` ISO); a blocked user is 403 `staff_user_blocked`.
export const staffSignInBody = v.object({
  login: v.pipe(v.string('required'), v.trim(), v.toLowerCase(), v.nonEmpty('required'), maxLength(32)),
  password: v.pipe(v.string('required'), v.nonEmpty('required'), maxLength(STAFF_PASSWORD_MAX)),
  code: exactDigits(STAFF_TOTP_DIGITS),
});
// POST /api/staff/v1/auth/refresh: a refresh token used once rotates; presented again past a short grace it revokes
// the session (401 `refresh_token_is_invalid`).
export const staffRefreshBody = v.object({ refreshToken: v.pipe(v.string('required'), v.nonEmpty('required'), maxLength(200)) });

// POST /api/staff/v1/users (admin): answers the user and its second factor's secret, shown once.
export const staffCreateUserBody = v.object({
  login: staffLogin,
  name: staffName,
  role: v.picklist(STAFF_PERSON_ROLES, 'invalid'),
  password: staffPassword,
});
export const staffSecondFactor = v.object({ totpSecret: v.string(), otpauthUrl: v.string() });
export type StaffSecondFactor = v.InferOutput<typeof staffSecondFactor>;
export const staffCreatedUser = v.object({ user: staffUser, totpSecret: v.string(), otpauthUrl: v.string() });
export type StaffCreatedUser = v.InferOutput<typeof staffCreatedUser>;

// PUT /api/staff/v1/users/:id (admin): a role change or a block ends the user's sessions.
export const staffUpdateUserBody = v.object({
  name: v.optional(staffName),
  role: v.optional(v.picklist(STAFF_PERSON_ROLES, 'invalid')),
  status: v.optional(v.picklist(STAFF_USER_STATUSES, 'invalid')),
});

export const STAFF_AUDIT_MAX_PER_PAGE = 100;
export const queryInteger = (min: number, max: number) =>
  v.pipe(v.string(), v.regex(/^-?\d{1,16}$/, 'invalid'), v.transform(Number), v.minValue(min, `min_value:${min}`), v.maxValue(max, `max_value:${max}`));
const queryText = v.pipe(v.string(), v.trim(), v.nonEmpty('required'), maxLength(64));

// GET /api/staff/v1/audit (admin): newest first; `from` and `to` are epoch ms, `to` exclusive.
export const staffAuditQuery = v.object({
  staffUserId: v.optional(queryText),
  action: v.optional(queryText),
  objectType: v.optional(queryText),
  objectId: v.optional(queryText),
  from: v.optional(queryInteger(0, 8_640_000_000_000)),
  to: v.optional(queryInteger(0, 8_640_000_000_000)),
  page: v.optional(queryInteger(0, 1_000_000), '0'),
  perPage: v.optional(queryInteger(1, STAFF_AUDIT_MAX_PER_PAGE), '30'),
});

/** The fields an action changed: their values before and after it (null where the object did not exist). */
const changedFields = v.nullable(v.record(v.string(), v.unknown()));

export const auditRow = v.object({
  id: v.string(),
  /** ISO-8601 UTC. */
  at: v.string(),
  staffUser: v.object({ id: v.string(), login: v.string(), name: v.string(), role: v.picklist(STAFF_ROLES) }),
  action: v.string(),
  objectType: v.string(),
  objectId: v.string(),
  before: changedFields,
  after: changedFields,
  ip: v.nullable(v.string()),
});
export type AuditRow = v.InferOutput<typeof auditRow>;
export const auditPage = v.object({ content: v.array(auditRow), totalElements: v.number(), page: v.number(), perPage: v.number() });
export type AuditPage = v.InferOutput<typeof auditPage>;

// The reads of the console (staff roles: moderator for businesses and their files, finance for applications,
// support for tickets; admin and service for all).

// GET /api/staff/v1/businesses?status=ON_MODERATION|ON_WAITING_SIGN|ACTIVE|INACTIVE (no status: waiting for moderation).
export const staffBusinessesQuery = v.object({ status: v.optional(v.picklist(BUSINESS_STATUSES, 'invalid')) });

/** A stored file a staff member may open with GET /api/staff/v1/files/:id (bearer header). */
export const staffFileRef = v.object({ id: v.string(), name: v.string(), mimeType: v.string(), size: v.number() });
export type StaffFileRef = v.InferOutput<typeof staffFileRef>;

export const staffBusinessListItem = v.object({
  taxNumber: v.string(),
  name: v.string(),
  form: v.nullable(v.picklist(BUSINESS_FORMS)),
  status: v.picklist(BUSINESS_STATUSES),
  ownerPhone: v.string(),
  ownerName: v.string(),
  /** ISO-8601 UTC: the last change of the business (its submission for one waiting). */
  submittedAt: v.string(),
  /** Set while the business is back with its owner for correction. */
  moderationComment: v.nullable(v.string()),
});
export type StaffBusinessListItem = v.InferOutput<typeof staffBusinessListItem>;

// GET /api/staff/v1/businesses/:taxNumber
export const staffBusinessDetail = v.object({
  business,
  owner: v.object({ id: v.string(), name: v.string(), phone: v.string() }),
  /** What the (simulated) tax registry holds for the tax number, to compare with what the owner entered. */
  registry: v.nullable(
    v.object({ taxNumber: v.string(), pinfl: v.nullable(v.string()), form: v.string(), name: v.string(), address: v.nullable(v.string()), director: v.nullable(v.string()) }),
  ),
  files: v.object({
    logo: v.nullable(staffFileRef),
    passport: v.nullable(staffFileRef),
    license: v.nullable(staffFileRef),
    certificate: v.nullable(staffFileRef),
  }),
  /** The reason of the last send-back, kept after the owner resubmitted (from the audit trail), or null. */
  lastModerationComment: v.nullable(v.string()),
  submittedAt: v.string(),
});
export type StaffBusinessDetail = v.InferOutput<typeof staffBusinessDetail>;

// GET /api/staff/v1/applications/:number: the cancellation request, its invoice, and the invoice's history oldest
// first: its creation and payment, each ledger entry that names it (debit, reward, refund, reward reversal; signed
// tiyin on the DEPOSIT or REWARD account), the request's creation and its review.
export const STAFF_INVOICE_EVENTS = ['INVOICE_CREATED', 'INVOICE_PAID', 'LEDGER_ENTRY', 'APPLICATION_CREATED', 'APPLICATION_REVIEWED'] as const;
export const staffApplicationDetail = v.object({
  application,
  businessName: v.string(),
  invoiceStatus: v.string(),
  history: v.array(
    v.object({
      at: v.string(),
      event: v.picklist(STAFF_INVOICE_EVENTS),
      /** For a LEDGER_ENTRY: its kind, account and signed amount; null otherwise. */
      kind: v.nullable(v.string()),
      account: v.nullable(v.picklist(['DEPOSIT', 'REWARD'])),
      amount: v.nullable(v.number()),
    }),
  ),
});
export type StaffApplicationDetail = v.InferOutput<typeof staffApplicationDetail>;

// GET /api/staff/v1/tickets?status=OPEN|CLOSE: the tickets with their business and the unread counts.
export const staffTicket = v.object({
  ...ticket.entries,
  businessId: v.string(),
  businessName: v.string(),
  unreadForStaff: v.number(),
  unreadForAgent: v.number(),
});
export type StaffTicket = v.InferOutput<typeof staffTicket>;
