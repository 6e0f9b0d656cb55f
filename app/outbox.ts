import type { Platform } from '../machines/shared/platform';
import { defer, distinctUntilChanged, from, map, startWith, Subject, type Observable } from 'rxjs';
import { createActor } from 'xstate';
import { readOutbox, writeOutbox } from '../adapters/outbox-storage';
import type { OutboxEntry } from '../io/entities/outbox';
import { createOutboxImplementations } from '../machines/chat/implementations';
import { outboxMachine, type OutboxSent } from '../machines/chat/outbox.machine';
import type { ApiCall, OutboxCommand, OutboxPort } from '../machines/shared/platform';

export interface OutboxDeps {
  readonly call: ApiCall;
  readonly storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  readonly online$: Observable<boolean>;
  /** Who is here (null: nobody): each member has their own outbox. */
  readonly memberId$: Observable<number | null>;
  readonly newKey: () => string;
  readonly now: () => number;
  readonly inspect?: Platform['inspect'];
}

/**
 * The member's outbox, running for the whole visit (not only while a chat is open): its entries are kept
 * in localStorage after every change, so what was written survives a reload and is sent when the
 * connection returns.
 */
export const startOutbox = ({ call, storage, online$, memberId$, newKey, now, inspect }: OutboxDeps): OutboxPort => {
  const machine = outboxMachine.provide(createOutboxImplementations({ call }));
  const actor = createActor(machine, { input: { entries: [], online: false }, inspect });
  const sent$ = new Subject<OutboxSent>();
  /** Keys this tab has seen stored or thrown away: another tab's copy of them is not taken back in. */
  const finished = new Set<string>();
  /** The keys of the member here now: a send of the member before (a new login) does not touch this one's badge. */
  let ownKeys = new Set<string>();
  const queue = (entry: OutboxEntry) => {
    ownKeys.add(entry.key);
    actor.send({ type: 'outbox.queue', entry });
  };
  actor.on('sent', (event) => {
    finished.add(event.key);
    if (ownKeys.has(event.key)) sent$.next(event);
  });
  actor.start();

  let memberId: number | null = null;
  memberId$.pipe(distinctUntilChanged()).subscribe((id) => {
    memberId = id;
    const entries = id === null ? [] : readOutbox(storage, id);
    ownKeys = new Set(entries.map((entry) => entry.key));
    actor.send({ type: 'outbox.replace', entries });
  });
  online$.subscribe((online) => actor.send({ type: 'connectivity.changed', online }));
  // The current state first for every new subscriber (a chat screen opening), then every change.
  const state$ = defer(() => from(actor).pipe(startWith(actor.getSnapshot()))).pipe(
    map((snapshot) => ({ entries: snapshot.context.entries, sending: snapshot.context.sending })),
    distinctUntilChanged((a, b) => a.entries === b.entries && a.sending === b.sending),
  );
  // Written merged with what other tabs of the member keep there, so one tab's write does not drop another's
  // message; each tab then also sends the other's (one key: stored and charged once).
  state$.subscribe(({ entries }) => {
    if (memberId === null) return;
    const mine = new Set(entries.map((entry) => entry.key));
    const theirs = readOutbox(storage, memberId).filter((entry) => !mine.has(entry.key) && !finished.has(entry.key));
    for (const entry of theirs) queue(entry);
    if (theirs.length === 0) writeOutbox(storage, memberId, entries);
  });

  const tell = (command: OutboxCommand): void => {
    if (command.type === 'queue') {
      const { target, text, gift } = command;
      queue({ key: newKey(), target, text, gift, queued_at: now(), failure: null });
    }
    else if (command.type === 'retry') {
      const key = newKey();
      // The refused key is done with: its stored copy is not another tab's message.
      finished.add(command.key);
      ownKeys.add(key);
      actor.send({ type: 'outbox.retry', key: command.key, newKey: key });
    }
    else {
      finished.add(command.key);
      actor.send({ type: 'outbox.discard', key: command.key });
    }
  };
  return { tell, state$, sent$: sent$.asObservable() };
};
