import type { Clock } from '../adapters/clock';
import type { MessagePack } from '../io/message-packs';
import { shouldReloadForChunk } from '../machines/shell/chunk-reload';

const reloadKey = 'rdv-chunk-reload-at';

const lastReloadAt = (storage: Storage): number | null => {
  try {
    const value = Number(storage.getItem(reloadKey));
    return storage.getItem(reloadKey) === null || !Number.isFinite(value) ? null : value;
  } catch {
    return null;
  }
};

export interface ChunkDeps {
  readonly progress: { send: (event: { type: 'progress.start' } | { type: 'progress.done' }) => void };
  readonly clock: Clock;
  readonly storage: Storage;
  readonly reload: () => void;
  /** Resolves once the locale has these message packs (or gave up on them: their texts then show in Dutch). */
  readonly needMessages: (packs: ReadonlyArray<MessagePack>) => Promise<void>;
}

/**
 * Route chunks: the progress bar runs while one loads, with the message packs it shows beside it (so it
 * never renders a text before its translation has arrived); a chunk that fails (usually a deploy replaced it)
 * reloads the page once, at most once a minute; otherwise the error reaches the error page.
 */
export const chunkLoader =
  (deps: ChunkDeps) =>
  async <T>(importer: () => Promise<T>, packs: ReadonlyArray<MessagePack> = []): Promise<T> => {
    deps.progress.send({ type: 'progress.start' });
    try {
      const [loaded] = await Promise.all([importer(), deps.needMessages(packs)]);
      return loaded;
    } catch (error) {
      if (shouldReloadForChunk(lastReloadAt(deps.storage), deps.clock.now())) {
        deps.storage.setItem(reloadKey, String(deps.clock.now()));
        deps.reload();
        // The page is going away; the chunk never arrives.
        return await new Promise<T>(() => undefined);
      }
      throw error;
    } finally {
      deps.progress.send({ type: 'progress.done' });
    }
  };
