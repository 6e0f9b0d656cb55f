import { unsettledPayments } from './read';
import { syncWithProvider, type ProviderSyncDeps } from './sync';

/** The advisory lock a pass runs under (Database.exclusively). */
export const reconciliationLock = 'payments:reconciliation';

/**
 * One pass: every payment still open or pending that the provider knows (and not older than its refund window and
 * 30 days, read.ts) is asked of it. One process at a time: while another holds the reconciliation lock, this
 * pass asks nothing (the other is asking the same payments). Answers how many changed.
 */
export const reconcilePayments = async (deps: ProviderSyncDeps, stopped: () => boolean = () => false): Promise<number> => {
  const pass = await deps.db.exclusively(reconciliationLock, async () => {
    let changed = 0;
    for (const { payment_id: paymentId, provider_id: providerId } of await unsettledPayments(deps.db, deps.provider.name, deps.clock.now())) {
      if (stopped()) break;
      try {
        if (await syncWithProvider(deps, paymentId, providerId)) changed += 1;
      } catch (error) {
        deps.log(`reconciliation: payment ${paymentId} could not be brought up to date`, error);
      }
    }
    return changed;
  });
  return pass.ran ? pass.value : 0;
};

export interface ReconciliationOptions {
  /** Between passes (default a minute). */
  readonly everyMs?: number;
  /** Told after each pass how many payments it changed. */
  readonly onPass?: (changed: number) => void;
}

/**
 * Reconciliation: at start and then every minute, payments not settled yet are asked of their provider. It
 * covers a webhook that never came and a crash between the provider's "paid" and our record of it. Passes
 * never overlap; stop() waits for the one under way.
 */
export const startReconciliation = (deps: ProviderSyncDeps, options: ReconciliationOptions = {}): { readonly stop: () => Promise<void> } => {
  let stopped = false;
  let running: Promise<void> | null = null;
  const pass = (): void => {
    if (stopped || running !== null) return;
    running = reconcilePayments(deps, () => stopped)
      .then((changed) => { options.onPass?.(changed); }, (error: unknown) => { deps.log('reconciliation failed', error); })
      .finally(() => { running = null; });
  };
  pass();
  const timer = setInterval(pass, options.everyMs ?? 60_000);
  timer.unref();
  return {
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
};
