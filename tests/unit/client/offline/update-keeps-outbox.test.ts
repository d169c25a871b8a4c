// @vitest-environment jsdom
// Issue 4 / DESIGN §6: an app update never wipes the outbox. What an update may reset — the persisted query cache
// (busted by the app version), the service worker's caches (cleanupOutdatedCaches) — lives elsewhere: the outbox is
// its own IndexedDB database, which the new code opens again with every payment in it, and the worker never touches.
import 'fake-indexeddb/auto';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { OUTBOX_DB_NAME, openOutboxDatabase } from '#client/offline/db.ts';
import { enqueue, listItems } from '#client/offline/outbox.ts';
import { newPayment } from './fixtures.ts';

describe('an app update and the outbox', () => {
  afterEach(async () => {
    const db = openOutboxDatabase();
    await db.delete();
  });

  it('keeps every queued payment when the new version opens the database again', async () => {
    const before = openOutboxDatabase();
    const first = await enqueue(newPayment(), before);
    const second = await enqueue(newPayment({ salePointId: 'sp-2' }), before);
    before.close();
    // What the new version resets: the persisted query cache under its own key.
    localStorage.clear();

    const after = openOutboxDatabase();
    const items = await listItems('user-1', after);
    expect(items.map((item) => item.id)).toEqual([first, second]);
    expect(items.every((item) => item.state === 'queued')).toBe(true);
    after.close();
  });

  it('is a database of its own that the service worker never deletes', () => {
    expect(OUTBOX_DB_NAME).toBe('agent-portal-outbox');
    const worker = fs.readFileSync(path.resolve('sw/sw.ts'), 'utf8');
    expect(worker).not.toMatch(/indexedDB|deleteDatabase|Dexie/);
  });
});
