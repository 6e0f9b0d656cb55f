import type { Clock } from '../../clock';
import type { Database, UnitOfWork } from '../../db/database';
import { retryOnConflict } from '../retry';
import { applyProviderAnswer } from './commands';
import type { PaymentProvider } from './provider';

export interface SyncDeps {
  readonly transaction: UnitOfWork['transaction'];
  readonly provider: PaymentProvider;
  readonly clock: Clock;
}

/** What the webhook and reconciliation work with: the database itself, and where to say what went wrong. */
export interface ProviderSyncDeps extends SyncDeps {
  readonly db: Database;
  readonly log: (message: string, error: unknown) => void;
}

/**
 * Asks the provider for a payment's status and applies it (a webhook, the payer's return, reconciliation):
 * nothing a caller was told is trusted, only the provider's answer. Throws when the provider does not
 * answer; the payment then stays as it was, and reconciliation asks again. Answers whether anything changed.
 */
export const syncWithProvider = async (deps: SyncDeps, paymentId: string, providerId: string): Promise<boolean> => {
  const answer = await deps.provider.getPayment(providerId);
  // A webhook and reconciliation may apply the same answer at once: the loser reads again and finds nothing to do.
  return retryOnConflict(() => deps.transaction((tx) => applyProviderAnswer(tx, paymentId, answer, deps.clock.now())));
};
