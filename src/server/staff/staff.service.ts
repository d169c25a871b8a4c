// What staff can do in this issue: switch the system-wide technical and test modes (spec 01 §1).
import type { Executor } from '../db/database.ts';
import { isTechModeOn, isTestModeOn, setTechMode, setTestMode } from '../modules/settings/settings.service.ts';

export const STAFF_COMMANDS = {
  'tech-mode': { set: setTechMode, get: isTechModeOn },
  'test-mode': { set: setTestMode, get: isTestModeOn },
} as const satisfies Record<string, { set: (db: Executor, on: boolean) => Promise<void>; get: (db: Executor) => Promise<boolean> }>;

export type StaffSwitch = keyof typeof STAFF_COMMANDS;
