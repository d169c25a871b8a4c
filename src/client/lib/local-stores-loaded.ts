// What lib/local-stores.ts loads on first use: Dexie's live queries and the two databases, in the chunk of their own
// that a signed-in start asks for after its first screen.
export { liveQuery } from 'dexie';
export { outboxDb } from '#client/offline/db.ts';
export { deviceDb } from './device-db.ts';
