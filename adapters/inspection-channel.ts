import { Observable } from 'rxjs';
import { inspectionChannelName } from '../io/inspection';

/** The same-origin channel between the app's tabs and the statechart visualiser. */
export interface InspectionChannel {
  readonly post: (message: unknown) => void;
  /** What other tabs post (raw: the reader decodes it). */
  readonly messages$: Observable<unknown>;
  readonly close: () => void;
}

/** A BroadcastChannel; none where the browser has none (then nothing is posted or heard). */
export const openInspectionChannel = (win: Partial<Pick<typeof globalThis, 'BroadcastChannel'>>): InspectionChannel | null => {
  if (win.BroadcastChannel === undefined) return null;
  const channel = new win.BroadcastChannel(inspectionChannelName);
  const messages$ = new Observable<unknown>((subscriber) => {
    const listen = (event: MessageEvent<unknown>) => subscriber.next(event.data);
    channel.addEventListener('message', listen);
    return () => channel.removeEventListener('message', listen);
  });
  return { post: (message) => channel.postMessage(message), messages$, close: () => channel.close() };
};
