// The system-wide switches staff may flip: technical and test mode (spec 01 §1), each flip audited in its transaction.
import type { Clock } from '../clock.ts';
import type { Db, Executor } from '../db/database.ts';
import { recordAudit, type StaffActor } from '../modules/staff-accounts/audit.ts';
import { forgetTechMode, isTechModeOn, isTestModeOn, setTechMode, setTestMode } from '../modules/settings/settings.service.ts';

type Switch = { set: (db: Executor, on: boolean) => Promise<void>; get: (db: Executor) => Promise<boolean> };

function audited(name: string, { set, get }: Switch) {
  return {
    get,
    async set(ctx: { db: Db; clock: Clock }, actor: StaffActor, on: boolean): Promise<void> {
      await ctx.db.transaction().execute(async (tx) => {
        const before = await get(tx);
        await set(tx, on);
        await recordAudit(tx, actor, { action: `${name}.set`, objectType: 'setting', objectId: name, before: { on: before }, after: { on } }, ctx.clock.now());
      });
      forgetTechMode();
    },
  };
}

export const STAFF_COMMANDS = {
  'tech-mode': audited('tech-mode', { set: setTechMode, get: isTechModeOn }),
  'test-mode': audited('test-mode', { set: setTestMode, get: isTestModeOn }),
} as const;

export type { StaffSwitch } from '#shared/api/staff-settings.ts';
