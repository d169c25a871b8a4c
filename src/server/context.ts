// What every route and service reaches: configuration, the database, the providers and the caches. Built once in
// buildApp(), which wires the domain into the hooks `http/` calls, so that `http/` imports no module.
import type { KeyObject } from 'node:crypto';
import type { Role } from '#shared/enums.ts';
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import type { ExpiringCache } from './lib/expiring-cache.ts';
import type { BankRegistry } from './providers/bank-registry/bank-registry.ts';
import type { BillingProvider } from './providers/billing/billing-provider.ts';
import type { CardNetwork } from './providers/card/card-network.ts';
import type { SignatureProvider } from './providers/signature/signature-verifier.ts';
import type { PushProvider } from './providers/push/push-provider.ts';
import type { SmsProvider } from './providers/sms/sms-provider.ts';
import type { TaxRegistry } from './providers/tax-registry/tax-registry.ts';

/** Who a request acts as: the access token's user, device and session (http/auth.ts). */
export type Auth = {
  userId: string;
  role: Role;
  deviceId: string;
  sessionId: string;
  businessId: string | null;
};

/** A session seen live, trusted until its token's expiry `exp` (seconds) while the cache keeps it. */
export type LiveSession = { auth: Auth; exp: number };

/** The outside systems the portal talks to; each has a simulated default and is replaced through buildApp's options. */
export type Providers = {
  sms: SmsProvider;
  push: PushProvider;
  billing: BillingProvider;
  cardNetwork: CardNetwork;
  signature: SignatureProvider;
  taxRegistry: TaxRegistry;
  bankRegistry: BankRegistry;
};

/** What the request layer (`http/`) asks of the domain; app.ts answers it from the modules. */
export type RequestRules = {
  /** The live session behind a verified token's claims, or null when it was revoked or its user deactivated. */
  findLiveSession(claims: { userId: string; deviceId: string; sessionId: string }): Promise<Auth | null>;
  /** Why a signed token's user can no longer act: a deactivated or deleted employee (issue 11), else null. */
  endedEmployeeCode(userId: string): Promise<'employee_is_inactive' | 'employee_is_deleted' | null>;
  /** Whether technical mode is on (spec 01 §1): calls not flagged `duringTechMode` are refused. */
  isTechModeOn(): Promise<boolean>;
  /** The PENDING invoices waiting for billing or the reconcile job (the metrics' backlog gauges). */
  pendingBacklog(): Promise<{ count: number; oldest: string | null }>;
};

export type AppContext = Providers & {
  config: Config;
  db: Db;
  clock: Clock;
  /** Signs access tokens; loaded from the database so that every server process shares it. A KeyObject, so
   * jose does not import the raw secret again on every request. */
  jwtKey: KeyObject;
  /** Keys the hashes of one-time codes, so a leaked table does not give the codes away. */
  otpKey: string;
  /** The VAPID public key (base64url) devices subscribe to Web Push with; its pair is kept like the signing keys. */
  vapidPublicKey: string;
  /** Sessions seen live in the last second: a request's token is not checked against the database again. */
  liveSessions: ExpiringCache<string, LiveSession>;
  requestRules: RequestRules;
};

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
