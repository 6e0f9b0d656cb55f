import { fromPromise } from 'xstate';
import type { Clock } from '../adapters/clock';
import type { Http } from '../adapters/http';
import { languageCookieDays, writeCookie } from '../adapters/storage';
import type { Locale } from '../io/entities/locale';
import { languageCookieName } from '../io/page';
import { localeMachine, type CompiledMessages, type LoadedMessages } from '../machines/locale/locale.machine';
import { progressMachine } from '../machines/progress/progress.machine';
import { shouldReloadForChunk } from '../machines/shell/chunk-reload';
import { once } from './once';
import { timerActor } from './timer-actor';

export const languageCookie = languageCookieName;

/** Compiled messages per locale, each its own chunk: only the active locale is downloaded. */
const messageLoaders = import.meta.glob<CompiledMessages>('../locales/compiled/*.json', { import: 'default' });
export const messagesLoaderFor = (locale: Locale) => messageLoaders[`../locales/compiled/${locale}.json`];

/** The locale machine: messages from their chunk; a switch writes the cookie and, for a member, the account. */
export const bindLocaleMachine = (deps: { http: Http; document: Document }) =>
  localeMachine.provide({
    actors: {
      loadMessages: fromPromise<LoadedMessages, Locale>(async ({ input: locale }) => {
        const load = messagesLoaderFor(locale);
        if (load === undefined) throw new Error(`no messages for ${locale}`);
        return { locale, messages: await load() };
      }),
      persistChoice: fromPromise<void, { locale: Locale; loggedIn: boolean }>(async ({ input, signal }) => {
        writeCookie(deps.document, languageCookie, input.locale, { days: languageCookieDays });
        if (input.loggedIn) await once(deps.http.call('setLanguage', { body: { language: input.locale }, signal }));
      }),
    },
  });

export const bindProgressMachine = (clock: Clock) => progressMachine.provide({ actors: { timer: timerActor(clock) } });

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
}

/**
 * Route chunks: the progress bar runs while one loads; a chunk that fails (usually a deploy replaced it)
 * reloads the page once, at most once a minute; otherwise the error reaches the error page.
 */
export const chunkLoader =
  (deps: ChunkDeps) =>
  async <T>(importer: () => Promise<T>): Promise<T> => {
    deps.progress.send({ type: 'progress.start' });
    try {
      return await importer();
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
