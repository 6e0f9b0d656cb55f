import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Queryable } from '../../db/database';
import { reactivationWindowMs } from '../accounts/leaving';
import type { PhotoFiles } from '../photos/photo-files';
import { eraseMember, type ErasureDeps } from './erase';

/** The advisory lock a pass runs under (Database.exclusively): one pass at a time across processes. */
export const erasureLock = 'leaving:erasure';
/** Accounts erased per pass at most; the next pass takes the rest. */
const batch = 100;

/** Deleted accounts whose 14 days are over, the longest waiting first. */
const dueErasures = async (q: Queryable, now: Date): Promise<ReadonlyArray<number>> =>
  (await q.query<{ id: number }>(
    "SELECT id FROM members WHERE profile_status = 'deleted' AND deleted_at <= $1 ORDER BY deleted_at, id LIMIT $2",
    [new Date(now.getTime() - reactivationWindowMs).toISOString(), batch],
  )).map((row) => row.id);

export interface ErasurePassDeps extends ErasureDeps {
  readonly clock: Clock;
  readonly log: (message: string, error: unknown) => void;
}

/**
 * One pass: every deleted account whose 14 days are over is erased, each in a transaction of its own (one that
 * fails is logged and tried again by the next pass). While another process holds the lock this pass erases
 * nothing. Answers how many accounts it erased.
 */
export const runErasurePass = async (deps: ErasurePassDeps, stopped: () => boolean = () => false): Promise<number> => {
  const pass = await deps.db.exclusively(erasureLock, async () => {
    let erased = 0;
    for (const memberId of await dueErasures(deps.db, deps.clock.now())) {
      if (stopped()) break;
      try {
        if (await eraseMember(deps, memberId, deps.clock.now())) erased += 1;
      } catch (error) {
        deps.log(`erasure: member ${String(memberId)} could not be erased`, error);
      }
    }
    return erased;
  });
  return pass.ran ? pass.value : 0;
};

const hourMs = 3_600_000;

/**
 * The erasure job: at start and then every hour while the server runs (the 14 days are a deadline of days,
 * an hour late is no matter). Passes never overlap; stop() waits for the one under way.
 */
export const startErasures = (deps: ErasurePassDeps, everyMs = hourMs): { readonly stop: () => Promise<void> } => {
  let stopped = false;
  let running: Promise<void> | null = null;
  const pass = (): void => {
    if (stopped || running !== null) return;
    running = runErasurePass(deps, () => stopped)
      .then(() => undefined, (error: unknown) => { deps.log('erasure pass failed', error); })
      .finally(() => { running = null; });
  };
  pass();
  const timer = setInterval(pass, everyMs);
  timer.unref();
  return {
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
};

/** Runs the erasure job while the app is up. */
export const registerErasure = (app: FastifyInstance, files: PhotoFiles): void => {
  let job: { readonly stop: () => Promise<void> } | undefined;
  app.addHook('onReady', async () => {
    const { db, clock } = app.deps;
    job = startErasures({ db, clock, files, log: (message, error) => { app.log.error(error, message); } });
  });
  app.addHook('onClose', async () => job?.stop());
};
