// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { BehaviorSubject, NEVER } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { startOutbox } from '../../app/outbox';
import type { SendMessageRequest, SentMessage } from '../../io/entities/chat';
import type { ReportRequest } from '../../io/entities/report';
import { aChat, aConversation, aMember, aMessage, aUser, someLikes } from '../support/fixtures';
import { fakeCall, type FakeCalls } from '../support/platform';
import { renderApp } from './support/render-app';

afterEach(cleanup);

/** An in-memory localStorage. */
const memoryStorage = () => {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), removeItem: (key: string) => void items.delete(key) };
};

/**
 * /chats/7 for member 1 with the real outbox (app/outbox.ts) over fake calls; `send` answers each
 * POST /api/chat.php and sees its Idempotency-Key.
 */
const openChat = (path: string, send: (body: SendMessageRequest, key: string | undefined) => Promise<SentMessage>, calls: FakeCalls = {}, user = aUser({ credits: 3 })) => {
  const allCalls: FakeCalls = {
    getConversation: async () => aConversation([aMessage(1, false, 'read'), aMessage(2, true, 'read')], { profile: aMember(42, { name: 'Anna' }, { fictional: true, fictional_warning: 'Fictief profiel: afspreken kan niet.' }) }),
    markConversationRead: async () => ({ ok: true as const }),
    sendTyping: async () => ({ ok: true as const }),
    sendMessage: async ({ body, idempotencyKey }) => {
      if (body === undefined) throw new Error('no body');
      return send(body, idempotencyKey);
    },
    ...calls,
  };
  const call = fakeCall(allCalls);
  let keys = 0;
  const outbox = startOutbox({
    call,
    storage: memoryStorage(),
    online$: new BehaviorSubject(true),
    memberId$: new BehaviorSubject<number | null>(1),
    newKey: () => `key-${String((keys += 1))}`,
    now: () => Date.UTC(2026, 10, 24, 11),
  });
  return renderApp(path, {
    loadUser: () => Promise.resolve(user),
    memberData: { user, chats: [aChat(7, 0)], likes: someLikes(0) },
    locale: 'nl',
    calls: allCalls,
    platform: { outbox, live$: NEVER, reloadMemberData: () => undefined },
  });
};

const sentAnswer = (id: number, text: string, credits: number): SentMessage => ({ message: { ...aMessage(id, true), text }, credits });

const typeAndSend = (text: string) => {
  const input = screen.getByLabelText('Bericht aan Anna');
  fireEvent.change(input, { target: { value: text } });
  fireEvent.keyDown(input, { key: 'Enter' });
};

describe('the chat screen', () => {
  it('shows the other member with the fictional disclosure, the messages by day, their states, and the back link', async () => {
    openChat('/chats/7', () => new Promise(() => undefined));
    const log = await screen.findByRole('log', { name: 'Berichten met Anna' });
    expect(screen.getByRole('heading', { level: 2, name: 'Anna' })).toBeTruthy();
    expect(screen.queryByText('Premium')).toBeNull();
    // The conversation takes the focus when it opens (a phone hides the list that had it).
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Anna' })));
    expect(screen.getByText('Fictief profiel: afspreken kan niet.')).toBeTruthy();
    expect(within(log).getAllByRole('heading', { level: 3 })).toHaveLength(1);
    expect(within(log).getByText('message 1')).toBeTruthy();
    expect(within(log).getByText('Gelezen')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Terug naar de gesprekken' }).getAttribute('href')).toBe('/chats');
  });

  it('counts the characters live, shows the price, and sends with Enter: sending, then sent, one key per message', async () => {
    const keys: Array<string | undefined> = [];
    let answer: (sent: SentMessage) => void = () => undefined;
    openChat('/chats/7', (_body, key) => {
      keys.push(key);
      return new Promise((resolve) => {
        answer = resolve;
      });
    });
    const input = await screen.findByLabelText('Bericht aan Anna');
    fireEvent.change(input, { target: { value: 'Hallo' } });
    expect(screen.getByText('5 / 1000')).toBeTruthy();
    expect(screen.getByText(/Dit bericht kost 1 credit/)).toBeTruthy();
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(await screen.findByText('Wordt verstuurd…')).toBeTruthy();
    expect((input as HTMLTextAreaElement).value).toBe('');
    answer(sentAnswer(3, 'Hallo', 2));
    await waitFor(() => expect(screen.getAllByText('Verstuurd')).toHaveLength(1));
    expect(keys).toEqual(['key-1']);
  });

  it('keeps a message refused for lack of credits, with a buy link, and sends it with one tap after the purchase', async () => {
    let credits = 0;
    const bodies: string[] = [];
    openChat('/chats/7', async (body) => {
      if (credits === 0) throw { kind: 'http', status: 402, body: { error: 'insufficient_credits' } };
      bodies.push(body.text ?? '');
      return sentAnswer(3, body.text ?? '', credits - 1);
    });
    await screen.findByLabelText('Bericht aan Anna');
    typeAndSend('Zin in een date?');
    const refusal = await screen.findByRole('alert');
    expect(within(refusal).getByText('Je hebt onvoldoende credits')).toBeTruthy();
    expect(within(refusal).getByRole('link', { name: 'Credits kopen' }).getAttribute('href')).toBe('/credits');
    credits = 5;
    fireEvent.click(within(refusal).getByRole('button', { name: 'Opnieuw versturen' }));
    await waitFor(() => expect(bodies).toEqual(['Zin in een date?']));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('on /members/{id}/chat without a conversation says how many a free member may still start, and sends to the member', async () => {
    const targets: SendMessageRequest[] = [];
    openChat('/members/42/chat', async (body) => {
      targets.push(body);
      return sentAnswer(9, body.text ?? '', 2);
    }, {
      getConversation: async () => aConversation([], { conversation: null, profile: aMember(42, { name: 'Anna' }), starts_left: 1, premium: true }),
    });
    expect(await screen.findByText('Als gratis lid kun je nog 1 nieuw gesprek beginnen.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Anna Premium' })).toBeTruthy();
    typeAndSend('Hoi Anna');
    await waitFor(() => expect(targets).toEqual([{ member_id: 42, text: 'Hoi Anna' }]));
  });

  it('offers opening lines with their price in an empty conversation and gifts from the catalogue; a choice is sent at once', async () => {
    const bodies: SendMessageRequest[] = [];
    openChat('/chats/7', async (body) => {
      bodies.push(body);
      return sentAnswer(10 + bodies.length, body.text ?? '', 2);
    }, {
      getConversation: async () => aConversation([], { profile: aMember(42, { name: 'Anna' }) }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Openingszin kiezen' }));
    const lines = await screen.findByRole('dialog', { name: 'Een openingszin voor Anna' });
    const first = within(lines).getAllByRole('button')[0];
    if (first === undefined) throw new Error('no lines');
    expect(within(first).getByText('1 credit')).toBeTruthy();
    fireEvent.click(first);
    await waitFor(() => expect(bodies).toEqual([{ conversation_id: 7, text: 'Hoi! Je profiel maakte me nieuwsgierig. Hoe gaat het met je?' }]));
    fireEvent.click(screen.getByRole('button', { name: 'Cadeau sturen' }));
    const gifts = await screen.findByRole('dialog', { name: 'Stuur Anna een cadeau' });
    fireEvent.click(within(gifts).getByRole('button', { name: /Een rode roos/ }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toEqual({ conversation_id: 7, gift: 'rose' });
  });

  it('tells a member whose address is not confirmed why, and sends the activation mail again on request', async () => {
    let resent = 0;
    openChat('/chats/7', () => new Promise(() => undefined), {
      resendActivation: async () => {
        resent += 1;
        return { ok: true as const };
      },
    }, aUser({ credits: 3, status: 'not_confirmed' }));
    expect(await screen.findByText(/Bevestig eerst je e-mailadres via de link in je activatiemail/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Activatiemail opnieuw sturen' }));
    expect(await screen.findByText('We hebben je de activatiemail opnieuw gestuurd. Kijk ook in je spammap.')).toBeTruthy();
    expect(resent).toBe(1);
  });
});

describe('reporting from the conversation', () => {
  it('the top bar\'s "Melden" opens the report form; the report names the member and this conversation, then thanks', async () => {
    const reports: ReportRequest[] = [];
    openChat('/chats/7', () => new Promise(() => undefined), {
      reportMember: async ({ body }) => {
        if (body !== undefined) reports.push(body);
        return { ok: true as const };
      },
    });
    const bar = (await screen.findByRole('heading', { level: 2, name: 'Anna' })).closest('header');
    if (bar === null) throw new Error('the conversation has a top bar');
    fireEvent.click(within(bar).getByRole('button', { name: 'Melden' }));
    const form = await screen.findByRole('dialog', { name: 'Anna melden' });
    const send = within(form).getByRole('button', { name: 'Melding versturen' });
    // The top bar and the form as rendered: colour contrast needs a layout engine (the e2e suite checks it), and
    // the page's title and language are index.html's, which this test document has not.
    const rules = { 'color-contrast': { enabled: false }, 'document-title': { enabled: false }, 'html-has-lang': { enabled: false } };
    const audit = await axe.run({ include: [bar, form] }, { rules });
    expect(audit.violations.map((violation) => violation.id)).toEqual([]);
    expect((send as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(form).getByRole('radio', { name: 'Intimidatie' }));
    fireEvent.change(within(form).getByLabelText('Toelichting (niet verplicht)'), { target: { value: 'Scheldt me uit' } });
    fireEvent.click(send);
    expect(await screen.findByText('Bedankt, we bekijken je melding.')).toBeTruthy();
    // Anna is a fictional profile: she can be reported as any member.
    expect(reports).toEqual([{ member_id: 42, reason: 'harassment', note: 'Scheldt me uit', conversation_id: 7 }]);
  });
});
