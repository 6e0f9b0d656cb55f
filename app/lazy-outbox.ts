import { defer, from, switchMap } from 'rxjs';
import type { OutboxPort } from '../machines/shared/platform';

/**
 * The outbox as the platform offers it, started on first use (`start`, a member's arrival, or a screen
 * subscribing): a visitor's page never downloads it. A command told before it has loaded waits for it.
 */
export const lazyOutbox = (load: () => Promise<OutboxPort>): OutboxPort & { readonly start: () => Promise<OutboxPort> } => {
  let started: Promise<OutboxPort> | undefined;
  // A chunk that failed to load (a network hiccup) is asked for again by the next use.
  const start = () =>
    (started ??= load().catch((error: unknown) => {
      started = undefined;
      throw error;
    }));
  return {
    start,
    tell: (command) =>
      void start().then(
        (port) => port.tell(command),
        (error: unknown) => console.error('the outbox did not load; the message was not queued', error),
      ),
    state$: defer(() => from(start())).pipe(switchMap((port) => port.state$)),
    sent$: defer(() => from(start())).pipe(switchMap((port) => port.sent$)),
  };
};
