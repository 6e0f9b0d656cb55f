import { defer, distinctUntilChanged, from, map, startWith, Subject, type Observable } from 'rxjs';
import { createActor } from 'xstate';
import { readOutbox, writeOutbox } from '../adapters/outbox-storage';
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
}

/**
 * The member's outbox, running for the whole visit (not only while a chat is open): its entries are kept
 * in localStorage after every change, so what was written survives a reload and is sent when the
 * connection returns.
 */
export const startOutbox = ({ call, storage, online$, memberId$, newKey, now }: OutboxDeps): OutboxPort => {
  const machine = outboxMachine.provide(createOutboxImplementations({ call }));
  const actor = createActor(machine, { input: { entries: [], online: false } });
  const sent$ = new Subject<OutboxSent>();
  actor.on('sent', (event) => sent$.next(event));
  actor.start();

  let memberId: number | null = null;
  memberId$.pipe(distinctUntilChanged()).subscribe((id) => {
    memberId = id;
    actor.send({ type: 'outbox.replace', entries: id === null ? [] : readOutbox(storage, id) });
  });
  online$.subscribe((online) => actor.send({ type: 'connectivity.changed', online }));
  // The current state first for every new subscriber (a chat screen opening), then every change.
  const state$ = defer(() => from(actor).pipe(startWith(actor.getSnapshot()))).pipe(
    map((snapshot) => ({ entries: snapshot.context.entries, sending: snapshot.context.sending })),
    distinctUntilChanged((a, b) => a.entries === b.entries && a.sending === b.sending),
  );
  state$.subscribe(({ entries }) => {
    if (memberId !== null) writeOutbox(storage, memberId, entries);
  });

  const tell = (command: OutboxCommand): void => {
    if (command.type === 'queue') {
      const { target, text, gift } = command;
      actor.send({ type: 'outbox.queue', entry: { key: newKey(), target, text, gift, queued_at: now(), failure: null } });
    }
    else if (command.type === 'retry') actor.send({ type: 'outbox.retry', key: command.key, newKey: newKey() });
    else actor.send({ type: 'outbox.discard', key: command.key });
  };
  return { tell, state$, sent$: sent$.asObservable() };
};
