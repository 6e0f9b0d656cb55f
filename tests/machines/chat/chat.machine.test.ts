import { BehaviorSubject, interval, Subject, timer } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { Conversation } from '../../../io/entities/chat';
import type { LiveSignal } from '../../../io/entities/live';
import type { OutboxEntry } from '../../../io/entities/outbox';
import { chatMachine, typingShownMs } from '../../../machines/chat/chat.machine';
import { createChatImplementations } from '../../../machines/chat/implementations';
import type { OutboxSent } from '../../../machines/chat/outbox.machine';
import { selectPartnerTyping, selectPhotoFailure, selectTimeline } from '../../../machines/chat/selectors';
import type { OutboxCommand } from '../../../machines/shared/platform';
import { aConversation, aMessage } from '../../support/fixtures';
import { fakeCall, testPlatform, type FakeCalls } from '../../support/platform';
import { flush } from '../support/actors';
import { createVirtualTime } from '../support/virtual-time';

/** The chat machine on its real implementations, over fake calls, a fake outbox and a live stream the test drives. */
const startChat = (answers: ReadonlyArray<Conversation>, extraCalls: FakeCalls = {}) => {
  const time = createVirtualTime();
  const live = new Subject<LiveSignal>();
  const visible = new BehaviorSubject(true);
  const outboxState = new BehaviorSubject<{ entries: ReadonlyArray<OutboxEntry>; sending: string | null }>({ entries: [], sending: null });
  const sent = new Subject<OutboxSent>();
  const told: OutboxCommand[] = [];
  const loads: string[] = [];
  const reads: number[] = [];
  const typing: number[] = [];
  let reloadsOfLists = 0;
  const balances: number[] = [];
  let next = 0;
  const calls: FakeCalls = {
    getConversation: async ({ query }) => {
      loads.push(JSON.stringify(query));
      const answer = answers[Math.min(next, answers.length - 1)];
      next += 1;
      if (answer === undefined) throw new Error('no answer');
      return answer;
    },
    markConversationRead: async ({ query }) => {
      reads.push(query?.id ?? 0);
      return { ok: true as const };
    },
    sendTyping: async ({ body }) => {
      typing.push(body?.conversation_id ?? 0);
      return { ok: true as const };
    },
    ...extraCalls,
  };
  const platform = testPlatform({
    call: fakeCall(calls),
    clock: { timer$: (ms) => timer(ms, time.scheduler), interval$: (ms) => interval(ms, time.scheduler), now: time.now },
    live$: live,
    visible$: visible,
    outbox: { tell: (command) => told.push(command), state$: outboxState, sent$: sent },
    reloadMemberData: () => {
      reloadsOfLists += 1;
    },
    reportCredits: (credits) => balances.push(credits),
  });
  const actor = createActor(chatMachine.provide(createChatImplementations(platform)), {
    input: { target: { conversation_id: 7 }, messageLength: 20 },
  });
  actor.start();
  return { actor, time, live, visible, outboxState, sent, told, loads, reads, typing, balances, reloadsOfLists: () => reloadsOfLists };
};

const entry = (key: string, text: string, failure: OutboxEntry['failure'] = null): OutboxEntry => ({
  key, target: { conversation_id: 7 }, text, gift: null, queued_at: Date.UTC(2026, 10, 24, 11), failure,
});

describe('chat machine', () => {
  it('loads the conversation, and reads it when the other member wrote something unread (the list reloads)', async () => {
    const chat = startChat([aConversation([aMessage(1, false, 'sent'), aMessage(2, true)])]);
    await flush(10);
    expect(chat.actor.getSnapshot().matches('ready')).toBe(true);
    expect(chat.reads).toEqual([7]);
    expect(chat.reloadsOfLists()).toBe(1);
  });

  it('does not mark a conversation read when nothing in it is unread', async () => {
    const chat = startChat([aConversation([aMessage(1, false, 'read')])]);
    await flush(10);
    expect(chat.reads).toEqual([]);
  });

  it('reloads on a notice about its conversation or a reopened stream, not on another conversation', async () => {
    const chat = startChat([aConversation([aMessage(1, false, 'read')])]);
    await flush(10);
    chat.live.next({ type: 'message', conversation_id: 8, message_id: 5, from_me: false });
    chat.live.next({ type: 'typing', conversation_id: 7 });
    await flush(10);
    expect(chat.loads).toHaveLength(1);
    chat.live.next({ type: 'read', conversation_id: 7 });
    await flush(10);
    chat.live.next({ type: 'reopened' });
    await flush(10);
    expect(chat.loads).toHaveLength(3);
    // The stream opening after the first load: what was sent before it opened was not heard.
    chat.live.next({ type: 'opened' });
    await flush(10);
    expect(chat.loads).toHaveLength(4);
  });

  it('shows the other member typing until a pause of 6 s or their message', async () => {
    const chat = startChat([aConversation([])]);
    await flush(10);
    chat.live.next({ type: 'typing', conversation_id: 7 });
    expect(selectPartnerTyping(chat.actor.getSnapshot())).toBe(true);
    await chat.time.advance(typingShownMs - 1);
    chat.live.next({ type: 'typing', conversation_id: 7 });
    await chat.time.advance(typingShownMs - 1);
    expect(selectPartnerTyping(chat.actor.getSnapshot())).toBe(true);
    await chat.time.advance(1);
    expect(selectPartnerTyping(chat.actor.getSnapshot())).toBe(false);
    chat.live.next({ type: 'typing', conversation_id: 7 });
    chat.live.next({ type: 'message', conversation_id: 7, message_id: 3, from_me: false });
    expect(selectPartnerTyping(chat.actor.getSnapshot())).toBe(false);
  });

  it('announces the member typing at most once per 4 s, and keeps the draft within message_length', async () => {
    const chat = startChat([aConversation([])]);
    await flush(10);
    for (const text of ['H', 'Ha', 'Hal', 'Hallo daar, hoe gaat het met je?']) chat.actor.send({ type: 'chat.draft', text });
    await flush(10);
    expect(chat.typing).toEqual([7]);
    expect(chat.actor.getSnapshot().context.draft).toHaveLength(20);
    await chat.time.advance(4_000);
    chat.actor.send({ type: 'chat.draft', text: 'Hallo!' });
    await flush(10);
    expect(chat.typing).toEqual([7, 7]);
  });

  it('hands the trimmed draft to the outbox, into the conversation, and empties the input; a blank draft is not sent', async () => {
    const chat = startChat([aConversation([])]);
    await flush(10);
    chat.actor.send({ type: 'chat.draft', text: '   ' });
    chat.actor.send({ type: 'chat.send' });
    chat.actor.send({ type: 'chat.draft', text: ' Hoi! ' });
    chat.actor.send({ type: 'chat.send' });
    await flush(10);
    expect(chat.told).toEqual([{ type: 'queue', target: { conversation_id: 7 }, text: 'Hoi!', gift: null }]);
    expect(chat.actor.getSnapshot().context.draft).toBe('');
  });

  it('shows unsent messages in their states after the stored ones, and a stored message once however often it arrives', async () => {
    const chat = startChat([aConversation([aMessage(1, false, 'read'), aMessage(3, true, 'read')]), aConversation([aMessage(1, false, 'read'), aMessage(3, true, 'read'), aMessage(4, true)])]);
    await flush(10);
    chat.outboxState.next({ entries: [entry('a', 'first'), entry('b', 'second'), entry('c', 'third', 'insufficient_credits')], sending: 'a' });
    const states = () => selectTimeline(chat.actor.getSnapshot()).map((item) => `${item.text}:${item.status}`);
    expect(states()).toEqual(['message 1:read', 'message 3:read', 'first:sending', 'second:queued', 'third:failed']);
    // The first is stored: its answer arrives, then (reordered) the notice's reload, then the same answer again.
    chat.sent.next({ type: 'sent', key: 'a', sent: { message: aMessage(4, true), credits: 3 } });
    chat.outboxState.next({ entries: [entry('b', 'second'), entry('c', 'third', 'insufficient_credits')], sending: 'b' });
    chat.live.next({ type: 'message', conversation_id: 7, message_id: 4, from_me: true });
    await flush(10);
    chat.sent.next({ type: 'sent', key: 'a', sent: { message: aMessage(4, true), credits: 3 } });
    expect(states()).toEqual(['message 1:read', 'message 3:read', 'message 4:sent', 'second:sending', 'third:failed']);
  });

  it('retries and discards a refused message through the outbox', async () => {
    const chat = startChat([aConversation([])]);
    await flush(10);
    chat.actor.send({ type: 'chat.retry', key: 'c' });
    chat.actor.send({ type: 'chat.discard', key: 'd' });
    await flush(10);
    expect(chat.told).toEqual([{ type: 'retry', key: 'c' }, { type: 'discard', key: 'd' }]);
  });

  it('says a conversation that is not the member\'s does not exist, and offers a retry when loading failed', async () => {
    const missing = startChat([], { getConversation: () => Promise.reject({ kind: 'http', status: 404, body: { error: 'not_found' } }) });
    await flush(10);
    expect(missing.actor.getSnapshot().matches('notFound')).toBe(true);
    let attempts = 0;
    const flaky = startChat([], {
      getConversation: () => {
        attempts += 1;
        return attempts === 1 ? Promise.reject({ kind: 'network' }) : Promise.resolve(aConversation([]));
      },
    });
    await flush(10);
    expect(flaky.actor.getSnapshot().matches('loadFailed')).toBe(true);
    flaky.actor.send({ type: 'chat.reload' });
    await flush(10);
    expect(flaky.actor.getSnapshot().matches('ready')).toBe(true);
  });

  it('sends an icebreaker line and a gift through the outbox and closes the panel they came from', async () => {
    const chat = startChat([aConversation([])]);
    await flush(10);
    chat.actor.send({ type: 'chat.openLines' });
    expect(chat.actor.getSnapshot().hasTag('linesOpen')).toBe(true);
    chat.actor.send({ type: 'chat.sendLine', text: 'Hoi! Hoe gaat het?' });
    chat.actor.send({ type: 'chat.openGifts' });
    chat.actor.send({ type: 'chat.sendGift', gift: 'rose' });
    await flush(10);
    expect(chat.told).toEqual([
      { type: 'queue', target: { conversation_id: 7 }, text: 'Hoi! Hoe gaat het?', gift: null },
      { type: 'queue', target: { conversation_id: 7 }, text: '', gift: 'rose' },
    ]);
    expect(chat.actor.getSnapshot().matches({ ready: { panel: 'closed' } })).toBe(true);
  });

  it('sends a photo on its own call and shows it; a refusal stays until dismissed', async () => {
    const photos: string[] = [];
    let refuse = true;
    const chat = startChat([aConversation([])], {
      sendChatPhoto: async ({ query, form }) => {
        photos.push(`${JSON.stringify(query)} ${String(form?.has('photo'))}`);
        if (refuse) throw { kind: 'http', status: 402, body: { error: 'insufficient_credits' } };
        return { message: { ...aMessage(5, true), text: '', photo: { files: { full: 'f', card: 'c', thumb: 't' }, thumbhash: '', locked: false } }, credits: 1 };
      },
    });
    await flush(10);
    chat.actor.send({ type: 'chat.sendPhoto', file: new Blob(['jpeg']) });
    await flush(10);
    expect(selectPhotoFailure(chat.actor.getSnapshot())).toBe('insufficient_credits');
    refuse = false;
    chat.actor.send({ type: 'chat.sendPhoto', file: new Blob(['jpeg']) });
    await flush(10);
    expect(photos).toEqual(['{"conversation_id":7} true', '{"conversation_id":7} true']);
    expect(selectPhotoFailure(chat.actor.getSnapshot())).toBeNull();
    expect(chat.balances).toEqual([1]);
    expect(selectTimeline(chat.actor.getSnapshot()).map((item) => item.photo?.files.card)).toEqual(['c']);
  });

  it('reads what came in only while the page can be seen: a hidden tab leaves it unread until shown again', async () => {
    const chat = startChat([aConversation([aMessage(1, false, 'sent')])]);
    chat.visible.next(false);
    await flush(10);
    expect(chat.reads).toEqual([]);
    chat.visible.next(true);
    await flush(10);
    expect(chat.reads).toEqual([7]);
  });

  it('keeps "is typing" through a receipt of the member\'s own message, and ends it with the other member\'s message', async () => {
    const chat = startChat([aConversation([])]);
    await flush(10);
    chat.live.next({ type: 'typing', conversation_id: 7 });
    chat.live.next({ type: 'delivered', conversation_id: 7 });
    chat.live.next({ type: 'message', conversation_id: 7, message_id: 3, from_me: true });
    expect(selectPartnerTyping(chat.actor.getSnapshot())).toBe(true);
    chat.live.next({ type: 'message', conversation_id: 7, message_id: 4, from_me: false });
    expect(selectPartnerTyping(chat.actor.getSnapshot())).toBe(false);
  });

  it('sends a gift or a line only from its open panel, once', async () => {
    const chat = startChat([aConversation([])]);
    await flush(10);
    chat.actor.send({ type: 'chat.sendGift', gift: 'rose' });
    chat.actor.send({ type: 'chat.openGifts' });
    chat.actor.send({ type: 'chat.sendGift', gift: 'rose' });
    chat.actor.send({ type: 'chat.sendGift', gift: 'rose' });
    await flush(10);
    expect(chat.told).toEqual([{ type: 'queue', target: { conversation_id: 7 }, text: '', gift: 'rose' }]);
  });

  it('keeps a message this tab showed when a reload that left before it was stored answers without it', async () => {
    let answer: (conversation: Conversation) => void = () => undefined;
    let loads = 0;
    const chat = startChat([], {
      getConversation: () => {
        loads += 1;
        return loads === 1 ? Promise.resolve(aConversation([aMessage(1, false, 'read')])) : new Promise((resolve) => { answer = resolve; });
      },
    });
    await flush(10);
    chat.live.next({ type: 'read', conversation_id: 7 });
    await flush(10);
    chat.sent.next({ type: 'sent', key: 'k', sent: { message: aMessage(2, true), credits: 2 } });
    answer(aConversation([aMessage(1, false, 'read')]));
    await flush(10);
    expect(selectTimeline(chat.actor.getSnapshot()).map((item) => item.key)).toEqual(['m1', 'k']);
  });
});
