import type { ChangeListener } from './database';

/**
 * The listeners of one Database object and what they were last told. A listener subscribing while the
 * feed is up is told `ready` at once; one subscribing while it is down hears `ready` when it comes up.
 */
export const createListeners = () => {
  const listeners = new Set<ChangeListener>();
  let up = false;
  return {
    add: (listener: ChangeListener): (() => void) => {
      listeners.add(listener);
      if (up) listener.ready();
      else listener.lost();
      return () => listeners.delete(listener);
    },
    changed: (payload: string): void => {
      for (const listener of listeners) listener.changed(payload);
    },
    lost: (): void => {
      up = false;
      for (const listener of listeners) listener.lost();
    },
    ready: (): void => {
      up = true;
      for (const listener of listeners) listener.ready();
    },
  };
};
export type Listeners = ReturnType<typeof createListeners>;

/** The payloads a transaction announced, delivered to this process's listeners only once it committed. */
export const createPending = (listeners: Listeners) => {
  const payloads: string[] = [];
  return {
    add: (payload: string): void => {
      payloads.push(payload);
    },
    committed: (): void => {
      for (const payload of payloads) listeners.changed(payload);
    },
  };
};
