import { ConcurrencyError } from '../events/event-store';

/**
 * Runs `attempt` again (from a fresh read) when another writer got to a stream first. After `times`
 * conflicts the ConcurrencyError goes up and is answered 409 conflict.
 */
export const retryOnConflict = async <T>(attempt: () => Promise<T>, times = 3): Promise<T> => {
  for (let i = 1; ; i += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof ConcurrencyError) || i >= times) throw error;
    }
  }
};
