// The audit trail's filters as typed (days as YYYY-MM-DD in Tashkent) and as the API takes them (epoch ms, `to`
// exclusive: the end of the last day).
import { TASHKENT_OFFSET_MS } from '#shared/period.ts';

export const AUDIT_PAGE_SIZE = 30;
/** The audit filters as typed in the form; `from` and `to` are Tashkent days (YYYY-MM-DD), sent as epoch ms. */
export type AuditFilter = { staffUserId: string; action: string; objectType: string; objectId: string; from: string; to: string };

const DAY_MS = 24 * 60 * 60 * 1000;

/** The start of a Tashkent day `YYYY-MM-DD` in epoch ms, or undefined when it is no such day. */
export function tashkentDayStart(day: string): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = Date.UTC(year, month - 1, date);
  if (new Date(utc).getUTCDate() !== date || new Date(utc).getUTCMonth() !== month - 1) return undefined;
  return utc - TASHKENT_OFFSET_MS;
}

export const EMPTY_AUDIT_FILTER: AuditFilter = { staffUserId: '', action: '', objectType: '', objectId: '', from: '', to: '' };

export function auditQuery(filter: AuditFilter, page: number, perPage: number) {
  const text = (value: string) => value.trim() || undefined;
  const to = tashkentDayStart(filter.to);
  return {
    staffUserId: text(filter.staffUserId),
    action: text(filter.action),
    objectType: text(filter.objectType),
    objectId: text(filter.objectId),
    from: tashkentDayStart(filter.from),
    to: to === undefined ? undefined : to + DAY_MS,
    page,
    perPage,
  };
}
