import { changeOf } from '../../cache/change';
import type { Database } from '../../db/database';
import type { LiveNotice } from '../../../io/entities/live';

/** One open stream: writes a notice to its tab, or ends it. */
export interface LiveStream {
  readonly send: (notice: LiveNotice) => void;
  readonly end: () => void;
}

/** Streams one member may hold at once (tabs and devices); a new one beyond it ends the oldest. */
export const maxStreamsPerMember = 8;

export interface LiveHub {
  /** Adds a member's stream; answers its removal. */
  readonly open: (memberId: number, stream: LiveStream) => () => void;
  /** Ends every stream (the server is closing). */
  readonly endAll: () => void;
  readonly disconnect: () => void;
}

/**
 * The open streams of this process by member, fed by the change feed: a notice committed by any process
 * on the database reaches the member's streams here. When the feed is lost, every stream is ended: the
 * tabs reconnect (EventSource does so by itself) and ask again for what they may have missed.
 */
export const createLiveHub = (db: Database): LiveHub => {
  const streams = new Map<number, LiveStream[]>();
  const remove = (memberId: number, stream: LiveStream): void => {
    const left = (streams.get(memberId) ?? []).filter((open) => open !== stream);
    if (left.length === 0) streams.delete(memberId);
    else streams.set(memberId, left);
  };
  const endAll = (): void => {
    const all = [...streams.values()].flat();
    streams.clear();
    for (const stream of all) stream.end();
  };
  const unsubscribe = db.listen({
    changed: (payload) => {
      const change = changeOf(payload);
      if (change.kind !== 'touched') return;
      for (const { to, notice } of change.live) for (const memberId of to) for (const stream of streams.get(memberId) ?? []) stream.send(notice);
      // A site's settings changed: every open tab reads its own site's again (rare, and cheap for the others).
      if (change.touched.sites) for (const stream of [...streams.values()].flat()) stream.send({ type: 'settings' });
    },
    lost: endAll,
    ready: () => undefined,
  });
  return {
    open: (memberId, stream) => {
      const open = [...(streams.get(memberId) ?? []), stream];
      const oldest = open.length > maxStreamsPerMember ? open.shift() : undefined;
      streams.set(memberId, open);
      oldest?.end();
      return () => remove(memberId, stream);
    },
    endAll,
    disconnect: unsubscribe,
  };
};
