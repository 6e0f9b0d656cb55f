import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import type { OutboxEntry } from '../../../io/entities/outbox';
import { chatMachine } from '../../../machines/chat/chat.machine';
import { removalMachine } from '../../../machines/chat/removal.machine';
import { selectTimeline } from '../../../machines/chat/selectors';
import { aConversation, aMessage } from '../../support/fixtures';
import { done, failed, inert, pending } from '../support/actors';
import { exploreEveryTransition } from '../support/transition-coverage';

const network = { kind: 'network' };
const notFound = { kind: 'http', status: 404, body: { error: 'not_found' } };
const unsent: OutboxEntry = { key: 'k1', target: { conversation_id: 7 }, text: 'hoi', gift: null, queued_at: 0, failure: null };

const chat = chatMachine.provide({
  actors: {
    loadConversation: pending(),
    markRead: pending(),
    sendPhoto: pending(),
    announceTyping: pending(),
    tellOutbox: pending(),
    watchOutbox: inert(),
    watchLive: inert(),
    watchVisibility: inert(),
    timer: inert(),
  },
});

/** Brings the machine to a loaded conversation, where every region starts. */
const loading = [
  done('loadConversation', aConversation([aMessage(1, false, 'sent')])),
  done('loadConversation', aConversation([aMessage(1, false, 'read')])),
  failed('loadConversation', network),
  failed('loadConversation', notFound),
  { type: 'chat.reload' },
];

/**
 * The ready state's regions are independent, so each is explored with its own events (all of them at once
 * would explore the product of every region's states, far more paths than transitions).
 */
const regions = {
  'sync, partner and own typing': [
    done('reloadConversation', aConversation([aMessage(1, false, 'sent')])),
    failed('reloadConversation', network),
    done('markRead', undefined),
    failed('markRead', network),
    failed('announceTyping', network),
    { type: 'live.signal', signal: { type: 'message', conversation_id: 7, message_id: 2, from_me: false } },
    { type: 'live.signal', signal: { type: 'typing', conversation_id: 7 } },
    { type: 'live.signal', signal: { type: 'read', conversation_id: 9 } },
    { type: 'typing.shownOver' },
    { type: 'typing.pauseOver' },
    { type: 'chat.draft', text: 'hallo daar' },
    { type: 'chat.draft', text: '' },
    { type: 'page.visibility', visible: false },
    { type: 'page.visibility', visible: true },
    { type: 'live.signal', signal: { type: 'reopened' } },
  ],
  'sending and the outbox': [
    { type: 'chat.draft', text: 'hallo daar' },
    { type: 'chat.send' },
    { type: 'chat.retry', key: 'k1' },
    { type: 'chat.discard', key: 'k1' },
    { type: 'outbox.changed', entries: [unsent], sending: 'k1' },
    { type: 'outbox.sent', sent: { type: 'sent', key: 'k1', sent: { message: aMessage(2, true), credits: 1 } } },
  ],
  'panels and photos': [
    { type: 'chat.sendLine', text: 'Hoi!' },
    { type: 'chat.sendGift', gift: 'rose' },
    { type: 'chat.openGifts' },
    { type: 'chat.openLines' },
    { type: 'chat.closePanel' },
    { type: 'chat.sendPhoto', file: new Blob(['x']) },
    { type: 'chat.dismissPhoto' },
    done('sendPhoto', { message: aMessage(3, true), credits: 1 }),
    failed('sendPhoto', { kind: 'http', status: 402, body: { error: 'insufficient_credits' } }),
  ],
} as const;

describe('chat machine, model-based', () => {
  it('reaches every declared transition; the draft never exceeds message_length, a message shows once, a photo refusal only while failed', () => {
    const explorations = Object.values(regions).map((events) =>
      exploreEveryTransition(chat, {
        input: { target: { conversation_id: 7 }, messageLength: 5 },
        events: [...loading, ...events],
        check: (snapshot: SnapshotFrom<typeof chat>) => {
          expect(snapshot.context.draft.length).toBeLessThanOrEqual(5);
          const keys = selectTimeline(snapshot).map((item) => item.key);
          expect(new Set(keys).size).toBe(keys.length);
          expect(snapshot.context.photoFailure !== null).toBe(snapshot.matches({ ready: { photo: 'failed' } }));
        },
      }),
    );
    const missedByAll = explorations.map((exploration) => exploration.missed).reduce((left, right) => left.filter((name) => right.includes(name)));
    expect(explorations[0]?.declared).toBeGreaterThan(20);
    expect(missedByAll).toEqual([]);
    expect(explorations.flatMap((exploration) => exploration.errors)).toEqual([]);
  });
});

describe('chat removal machine, model-based', () => {
  it('reaches every declared transition; an error shows only after a failed removal', () => {
    const removal = removalMachine.provide({ actors: { deleteChats: pending(), hideChats: pending(), reloadChats: pending() } });
    const exploration = exploreEveryTransition(removal, {
      input: { target: { conversation_id: 7 } },
      events: [
        { type: 'removal.ask' },
        { type: 'removal.cancel' },
        { type: 'removal.confirm' },
        { type: 'removal.dismiss' },
        done('deleteChats', undefined),
        failed('deleteChats', { kind: 'http', status: 500, body: null }),
      ],
      check: (snapshot: SnapshotFrom<typeof removal>) => {
        if (snapshot.matches('failed')) expect(snapshot.context.error).toBe('HTTP 500');
        if (snapshot.matches('removing')) expect(snapshot.context.error).toBeNull();
      },
    });
    expect(exploration.missed).toEqual([]);
    expect(exploration.errors).toEqual([]);
  });
});
