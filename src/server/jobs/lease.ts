// DESIGN §4: background jobs take a lease in `job_lease`, so that several server processes never run one twice.
// A lease expires on its own: a process that died holding one blocks the job only until then.
import type { Db } from '../db/database.ts';
import { releaseJobLease, takeJobLease } from '../modules/settings/settings.repository.ts';

/** Runs `work` only if this holder gets the named lease; answers false when another holder has it. */
export async function withLease(
  db: Db,
  lease: { name: string; holder: string; ttlMs: number; now: Date },
  work: () => Promise<void>,
): Promise<boolean> {
  const at = lease.now.toISOString();
  const until = new Date(lease.now.getTime() + lease.ttlMs).toISOString();
  if (!(await takeJobLease(db, { name: lease.name, holder: lease.holder, until, at }))) return false;
  try {
    await work();
  } finally {
    // Hand the lease back at once, so the next run (on any process) need not wait for it to expire: by removing it,
    // not by stamping this pass's time, which a clock that has since stepped back would read as still held.
    await releaseJobLease(db, lease);
  }
  return true;
}
