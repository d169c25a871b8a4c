// The switches staff flip under /api/staff (spec 01 §2.1; admin): technical mode closes the portal, test mode
// lets the demo's simulated providers answer. `GET /v1/<name>` reads one, `POST /v1/<name>` sets it.
import * as v from 'valibot';
import { defineCall } from './contract.ts';

export const STAFF_SWITCHES = ['tech-mode', 'test-mode'] as const;
export type StaffSwitch = (typeof STAFF_SWITCHES)[number];
const switchState = v.object({ on: v.boolean('required') });

// Each switch its own static path, so an unknown `/v1/...` stays a 404 rather than matching a parameter.
const switchCalls = (name: StaffSwitch) => ({
  get: defineCall({ method: 'GET', path: `/v1/${name}`, answer: switchState, staff: true }),
  set: defineCall({ method: 'POST', path: `/v1/${name}`, body: switchState, answer: switchState, staff: true }),
});
export const SWITCH_CALLS = { 'tech-mode': switchCalls('tech-mode'), 'test-mode': switchCalls('test-mode') } as const;
