import { isRight } from 'fp-ts/Either';
import { Observable } from 'rxjs';
import { LiveNotice, liveEventName, type LiveSignal } from '../io/entities/live';

/** The browser's EventSource, as much of it as the adapter uses (tests give a fake). */
export interface LiveSource {
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  close(): void;
}

export const liveStreamPath = '/api/stream.php';

const decodeNotice = (data: string): LiveNotice | undefined => {
  try {
    const decoded = LiveNotice.decode(JSON.parse(data));
    return isRight(decoded) ? decoded.right : undefined;
  } catch {
    return undefined;
  }
};

/**
 * The member's notices (GET /api/stream.php) while subscribed. EventSource reconnects by itself after a
 * drop; each reopening is a signal of its own, since notices sent while it was down are not replayed (the
 * first opening is not: the tab has just loaded what there is). A notice that does not decode is dropped:
 * the refresh cadence still brings what it announced.
 */
export const liveSignals$ = (open: (path: string) => LiveSource): Observable<LiveSignal> =>
  new Observable<LiveSignal>((subscriber) => {
    const source = open(liveStreamPath);
    let openedBefore = false;
    source.addEventListener('open', () => {
      subscriber.next({ type: openedBefore ? 'reopened' : 'opened' });
      openedBefore = true;
    });
    source.addEventListener(liveEventName, (event) => {
      const notice = decodeNotice(event.data);
      if (notice !== undefined) subscriber.next(notice);
    });
    return () => source.close();
  });
