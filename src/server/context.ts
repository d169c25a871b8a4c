// What every route and service reaches: configuration, the database and the providers. Built once in buildApp().
import type { KeyObject } from 'node:crypto';
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import type { LiveSessions } from './http/auth.ts';
import type { SmsProvider } from './providers/sms/sms-provider.ts';

export type Clock = { now(): Date };

export type AppContext = {
  config: Config;
  db: Db;
  sms: SmsProvider;
  clock: Clock;
  /** Signs access tokens; loaded from the database so that every server process shares it. A KeyObject, so
   * jose does not import the raw secret again on every request. */
  jwtKey: KeyObject;
  /** Keys the hashes of one-time codes, so a leaked table does not give the codes away. */
  otpKey: string;
  /** Sessions seen live in the last second: a request's token is not checked against the database again. */
  liveSessions: LiveSessions;
};

export const systemClock: Clock = { now: () => new Date() };

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
