import { sessionTtlMs } from '../../server/http/session';
import { describe, expect, it } from 'vitest';
import { contract } from '../../io/contract';
import { buildApp } from '../../server/app';
import { isKnownPushService } from '../../server/modules/push/endpoints';
import { queuePushes } from '../../server/modules/push/queue';
import { outcomeOf, pushBackoffMs } from '../../server/modules/push/sender';
import { logIn, useTestApp } from './support/app';
import { bodyOf } from './support/body';
import { chatCalls } from './support/chat';
import { drivers, useResource } from './support/database';
import { eventually } from './support/eventually';
import { startPushService, type TestSubscription } from './support/push-service';

describe('which endpoints a subscription may name', () => {
  it('takes the push services of the browsers over https, and nothing else the server could be made to post to', () => {
    expect(isKnownPushService('https://fcm.googleapis.com/fcm/send/abc')).toBe(true);
    expect(isKnownPushService('https://updates.push.services.mozilla.com/wpush/v2/abc')).toBe(true);
    expect(isKnownPushService('https://web.push.apple.com/QGx')).toBe(true);
    expect(isKnownPushService('https://db5p.notify.windows.com/w/?token=1')).toBe(true);
    expect(isKnownPushService('http://fcm.googleapis.com/fcm/send/abc')).toBe(false);
    expect(isKnownPushService('https://fcm.googleapis.com:8443/fcm/send/abc')).toBe(false);
    expect(isKnownPushService('https://169.254.169.254/latest/meta-data')).toBe(false);
    expect(isKnownPushService('https://fcm.googleapis.com.evil.test/x')).toBe(false);
    expect(isKnownPushService('https://user@fcm.googleapis.com/x')).toBe(false);
    expect(isKnownPushService('not a url')).toBe(false);
  });

  it('reads a push service answer as RFC 8030 means it', () => {
    expect([201, 202, 200].map(outcomeOf)).toEqual(['delivered', 'delivered', 'delivered']);
    expect([404, 410].map(outcomeOf)).toEqual(['gone', 'gone']);
    expect([429, 500, 503].map(outcomeOf)).toEqual(['retry', 'retry', 'retry']);
    expect([400, 403, 413].map(outcomeOf)).toEqual(['refused', 'refused', 'refused']);
    expect([1, 2, 3, 10].map(pushBackoffMs)).toEqual([30_000, 60_000, 120_000, 30 * 60_000]);
  });
});

describe.each(drivers)('web push on %s', (driver) => {
  const service = useResource(async () => {
    const value = await startPushService();
    return { value, dispose: value.close };
  });
  const t = useTestApp(driver, {
    demoMembers: 10,
    // The sender looks often: a retry's backoff is passed by moving the test clock, not by waiting.
    push: { allowsEndpoint: (endpoint) => endpoint.startsWith(`${service().origin}/`), pollMs: 50 },
  });
  const chat = chatCalls(t);

  const save = (cookie: string, subscription: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/user.php?push=1', payload: { subscription }, headers: { cookie } });
  const subscribe = async (cookie: string): Promise<TestSubscription> => {
    const subscription = service().subscribe();
    const response = await save(cookie, { endpoint: subscription.endpoint, keys: subscription.keys, expirationTime: null });
    expect(response.statusCode).toBe(200);
    return subscription;
  };
  const endpointsOf = async (memberId: number) =>
    (await t.db.query<{ endpoint: string }>('SELECT endpoint FROM push_subscriptions WHERE member_id = $1 ORDER BY endpoint', [memberId])).map((r) => r.endpoint);
  const idOf = async (email: string) => (await t.db.query<{ id: number; name: string }>('SELECT id, name FROM members WHERE email = $1', [email]))[0];
  const outbox = () => t.db.query<{ endpoint: string; attempts: number; last_error: string | null }>('SELECT endpoint, attempts, last_error FROM push_outbox');
  const receivedAt = (subscription: TestSubscription) => service().received.filter((push) => subscription.endpoint.endsWith(`/${push.id}`));
  const storedKey = async () => (await t.db.query<{ public_key: string }>('SELECT public_key FROM push_vapid_keys'))[0]?.public_key;
  const settingsKey = async (app = t.app) =>
    bodyOf(contract.getSettings.response, await app.inject({ method: 'GET', url: '/api/settings.php' })).push_public_key;

  it('serves the VAPID public key made at the first start, and the same one after a restart', async () => {
    const key = await storedKey();
    expect(key).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(await settingsKey()).toBe(key);
    const restarted = await buildApp({ db: t.db, clock: t.clock, clientDir: null });
    try {
      expect(await settingsKey(restarted)).toBe(key);
      expect(await t.db.query('SELECT 1 FROM push_vapid_keys')).toHaveLength(1);
    } finally {
      await restarted.close();
    }
  });

  it("keeps one subscription per session; false or 'denied' from that session removes it", async () => {
    const cookie = await logIn(t.app);
    const member = await idOf('demo@rendezvous.test');
    if (member === undefined) throw new Error('no demo member');
    const first = await subscribe(cookie);
    expect(await endpointsOf(member.id)).toEqual([first.endpoint]);
    // The browser's subscription changed: the session's new one replaces the old.
    const second = await subscribe(cookie);
    expect(await endpointsOf(member.id)).toEqual([second.endpoint]);
    // Another browser (session) of the member keeps its own.
    const other = await subscribe(await logIn(t.app));
    expect((await endpointsOf(member.id)).sort()).toEqual([second.endpoint, other.endpoint].sort());
    expect((await save(cookie, false)).statusCode).toBe(200);
    expect(await endpointsOf(member.id)).toEqual([other.endpoint]);
    await subscribe(cookie);
    expect((await save(cookie, 'denied')).statusCode).toBe(200);
    expect(await endpointsOf(member.id)).toEqual([other.endpoint]);
  });

  it('refuses an endpoint that is no push service, and a visitor', async () => {
    const cookie = await logIn(t.app);
    const refused = await save(cookie, { endpoint: 'http://169.254.169.254/latest', keys: { p256dh: 'x', auth: 'y' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: 'invalid_input', field: 'subscription.endpoint' });
    const malformed = await save(cookie, { endpoint: `${service().origin}/push/x` });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ error: 'invalid_input' });
    expect((await save('', false)).statusCode).toBe(403);
  });

  it("sends a new message to the receiver's browser: encrypted for it, signed with the server's key, in their language, without the text", async () => {
    const demo = await idOf('demo@rendezvous.test');
    const premium = await idOf('premium@rendezvous.test');
    if (demo === undefined || premium === undefined) throw new Error('no demo members');
    const browser = await subscribe(await logIn(t.app));
    const message = await chat.sent(await logIn(t.app, 'premium@rendezvous.test'), { member_id: demo.id, text: 'Een geheim dat niet op het slotscherm hoort' });
    await eventually('the push arrives', async () => receivedAt(browser).length === 1);
    const [push] = receivedAt(browser);
    expect(push?.payload).toEqual({
      kind: 'message',
      title: 'New message',
      body: `${premium.name} sent you a message.`,
      url: `/chats/${String(message.conversation_id)}`,
    });
    expect(push?.headers.urgency).toBe('high');
    expect(push?.headers.topic).toBe(`m${String(message.conversation_id)}`);
    expect(Number(push?.headers.ttl)).toBe(24 * 3600);
    expect(push?.vapidKey).toBe(await storedKey());
    expect(push?.claims.aud).toBe(service().origin);
    expect(push?.claims.sub).toBe('mailto:support@rendezvous.test');
    expect(Number(push?.claims.exp)).toBeGreaterThan(Date.now() / 1000);
    expect(service().rejected).toEqual([]);
    await eventually('the outbox is empty', async () => (await outbox()).length === 0);
  });

  it('sends a new like to the liked member', async () => {
    const demo = await idOf('demo@rendezvous.test');
    const premium = await idOf('premium@rendezvous.test');
    if (demo === undefined || premium === undefined) throw new Error('no demo members');
    const browser = await subscribe(await logIn(t.app, 'premium@rendezvous.test'));
    const liked = await t.app.inject({ method: 'POST', url: '/api/likes.php', payload: { member_id: premium.id }, headers: { cookie: await logIn(t.app) } });
    expect(liked.statusCode).toBe(200);
    await eventually('the push arrives', async () => receivedAt(browser).length === 1);
    expect(receivedAt(browser)[0]?.payload).toEqual({ kind: 'like', title: 'New like', body: `${demo.name} likes you.`, url: `/likes/m/${String(demo.id)}` });
    expect(receivedAt(browser)[0]?.headers).toMatchObject({ urgency: 'normal', topic: 'likes' });
  });

  it.each([404, 410])('deletes a subscription its push service answers %i to', async (status) => {
    const demo = await idOf('demo@rendezvous.test');
    if (demo === undefined) throw new Error('no demo member');
    const browser = await subscribe(await logIn(t.app));
    service().answer(browser, status);
    await chat.sent(await logIn(t.app, 'premium@rendezvous.test'), { member_id: demo.id, text: 'Hallo' });
    await eventually('the subscription is deleted', async () => !(await endpointsOf(demo.id)).includes(browser.endpoint));
    expect((await outbox()).filter((row) => row.endpoint === browser.endpoint)).toEqual([]);
    expect(receivedAt(browser)).toEqual([]);
  });

  it('tries a push again after a push service error, once the backoff has passed', async () => {
    const demo = await idOf('demo@rendezvous.test');
    if (demo === undefined) throw new Error('no demo member');
    const browser = await subscribe(await logIn(t.app));
    service().answer(browser, 503);
    await chat.sent(await logIn(t.app, 'premium@rendezvous.test'), { member_id: demo.id, text: 'Nog eens' });
    await eventually('the first attempt failed', async () => (await outbox()).some((row) => row.endpoint === browser.endpoint && row.last_error === 'HTTP 503'));
    expect(await endpointsOf(demo.id)).toContain(browser.endpoint);
    service().answer(browser, 201);
    t.clock.advance(pushBackoffMs(1));
    await eventually('the second attempt arrives', async () => receivedAt(browser).length === 1);
    // The time it waited counts against the push service's keeping it.
    expect(Number(receivedAt(browser)[0]?.headers.ttl)).toBe(24 * 3600 - pushBackoffMs(1) / 1000);
  });

  it('sends nothing to a browser whose session logged out', async () => {
    const demo = await idOf('demo@rendezvous.test');
    if (demo === undefined) throw new Error('no demo member');
    await t.db.exec('DELETE FROM push_subscriptions');
    const cookie = await logIn(t.app);
    await subscribe(cookie);
    expect((await t.app.inject({ method: 'GET', url: '/api/logout.php', headers: { cookie, 'sec-fetch-site': 'same-origin' } })).statusCode).toBe(200);
    await chat.sent(await logIn(t.app, 'premium@rendezvous.test'), { member_id: demo.id, text: 'Ben je er nog?' });
    expect(await outbox()).toEqual([]);
  });

  it('sends nothing to a browser whose session ran out (a shared computer left logged in)', async () => {
    const demo = await idOf('demo@rendezvous.test');
    if (demo === undefined) throw new Error('no demo member');
    await t.db.exec('DELETE FROM push_subscriptions');
    await subscribe(await logIn(t.app));
    t.clock.advance(sessionTtlMs + 1);
    await chat.sent(await logIn(t.app, 'premium@rendezvous.test'), { member_id: demo.id, text: 'Ben je er nog?' });
    expect(await outbox()).toEqual([]);
  });

  it('queues a push only with the change that wants it: a rolled-back change leaves none', async () => {
    const demo = await idOf('demo@rendezvous.test');
    const premium = await idOf('premium@rendezvous.test');
    if (demo === undefined || premium === undefined) throw new Error('no demo members');
    await t.db.exec('DELETE FROM push_subscriptions');
    await subscribe(await logIn(t.app));
    const like = {
      type: 'LikeGiven' as const,
      data: { from: premium.id, to: demo.id, likedAt: t.clock.now().toISOString() },
      metadata: { streamId: 'likes-test', version: 1, position: 1, occurredAt: t.clock.now() },
    };
    const rolledBack = t.db.transaction(async (tx) => {
      await queuePushes(tx, [like], t.clock.now());
      expect(await tx.query('SELECT 1 FROM push_outbox')).toHaveLength(1);
      throw new Error('the change fails after the push was queued');
    });
    await expect(rolledBack).rejects.toThrow('the change fails');
    expect(await outbox()).toEqual([]);
  });
});
