import { describe, expect, it } from 'vitest';
import { VirtualTimeScheduler } from 'rxjs';
import { createHttp, isHttpError } from '../../adapters/http';
import { dropped, hang, json, runToEnd, settle, setup } from './http-harness';

const ok = { ok: true };
const user = {
  id: 7,
  profile: { name: 'Anna', country: 'NL', main_image: null, status: 'active' },
  credits: 3,
  paid_user: false,
  fictional_icon: true,
  language: 'nl',
  status: 'active',
  notifications_disabled: [],
  signup_date: '2026-11-22T09:00:00.000Z',
};
const serverError = json(503, { error: 'server_error' });
const authRequired = json(403, { error: 'authentication_required' });

describe('http: requests', () => {
  it('GETs the contract path with the encoded query, JSON accept header, same-origin credentials and no body', async () => {
    const { http, scheduler, sent } = setup([json(200, ok)]);
    await runToEnd(http.call('getSettings', { query: { forced_domain: 'flirt.nl', route: '4.89 &x' } }), scheduler);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe('/api/settings.php?forced_domain=flirt.nl&route=4.89+%26x');
    expect(sent[0]?.init.method).toBe('GET');
    expect(sent[0]?.init.credentials).toBe('same-origin');
    expect(sent[0]?.init.body).toBeUndefined();
    expect(sent[0]?.headers.get('Accept')).toBe('application/json');
    expect(sent[0]?.headers.has('X-Request-Type')).toBe(false);
    expect(sent[0]?.headers.has('Content-Type')).toBe(false);
  });

  it("encodes query values with the codec's encode (a number id becomes its digits)", async () => {
    const { http, scheduler, sent } = setup([json(200, ok)]);
    await runToEnd(http.call('searchMembers', { query: { page: 42 } }), scheduler);
    expect(sent[0]?.url).toBe('/api/members.php?page=42');
  });

  it('adds X-Request-Type: client on GET /api/user.php and decodes the user', async () => {
    const { http, scheduler, sent } = setup([json(200, { user })]);
    const run = await runToEnd(http.call('getUser'), scheduler);
    expect(sent[0]?.url).toBe('/api/user.php');
    expect(sent[0]?.headers.get('X-Request-Type')).toBe('client');
    expect(run.values).toEqual([{ user }]);
    expect(run.completed).toBe(true);
  });

  it('sends a JSON body with Content-Type, and no X-Request-Type on other methods of user.php', async () => {
    const { http, scheduler, sent } = setup([json(200, { user: { ...user, language: 'de' } })]);
    const run = await runToEnd(http.call('setLanguage', { body: { language: 'de' } }), scheduler);
    expect(sent[0]?.init.method).toBe('PUT');
    expect(sent[0]?.init.body).toBe('{"language":"de"}');
    expect(sent[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(sent[0]?.headers.has('X-Request-Type')).toBe(false);
    expect(run.values).toHaveLength(1);
  });

  it('prefixes baseUrl', async () => {
    const { http, scheduler, sent } = setup([json(200, ok)], { baseUrl: 'https://example.nl' });
    await runToEnd(http.call('logout'), scheduler);
    expect(sent[0]?.url).toBe('https://example.nl/api/logout.php');
  });

  it('calls fetch detached from deps, as the browser requires', async () => {
    const scheduler = new VirtualTimeScheduler();
    const receivers: unknown[] = [];
    const deps = {
      scheduler,
      fetch(this: unknown): Promise<Response> {
        receivers.push(this);
        return Promise.resolve(new Response(JSON.stringify(ok), { status: 200 }));
      },
    };
    const run = await runToEnd(createHttp(deps).call('logout'), scheduler);
    expect(receivers).toEqual([undefined]);
    expect(run.values).toEqual([ok]);
  });
});

describe('http: errors', () => {
  it('a 4xx is an http error with the decoded ApiError body, not retried', async () => {
    const { http, scheduler, sent } = setup([json(404, { error: 'not_found', detail: 'chat 9' })]);
    const run = await runToEnd(http.call('getChats'), scheduler);
    expect(sent).toHaveLength(1);
    expect(run.errors).toEqual([{ kind: 'http', status: 404, body: { error: 'not_found', detail: 'chat 9' } }]);
    expect(run.values).toEqual([]);
  });

  it('an error body that is not an ApiError gives body null', async () => {
    const { http, scheduler } = setup([{ status: 400, text: '<html>Bad Request</html>' }]);
    const run = await runToEnd(http.call('getChats'), scheduler);
    expect(run.errors).toEqual([{ kind: 'http', status: 400, body: null }]);
  });

  it('a 200 whose body does not match the response codec is a decode error with the io-ts path, not retried', async () => {
    const { http, scheduler, sent } = setup([json(200, { user: { ...user, credits: -1 } })]);
    const run = await runToEnd(http.call('getUser'), scheduler);
    expect(sent).toHaveLength(1);
    expect(run.errors).toEqual([
      { kind: 'decode', failure: { _tag: 'DecodeFailure', issues: [{ path: 'user.credits', expected: 'NonNegativeInt' }] } },
    ]);
  });

  it('a 200 whose body is not JSON is a decode error', async () => {
    const { http, scheduler } = setup([{ status: 200, text: 'OK' }]);
    const run = await runToEnd(http.call('logout'), scheduler);
    const [error] = run.errors;
    expect(isHttpError(error) && error.kind).toBe('decode');
  });

  it('a fetch that throws synchronously is a network error', async () => {
    const scheduler = new VirtualTimeScheduler();
    const http = createHttp({
      scheduler,
      retryBaseMs: 1,
      fetch: () => {
        throw new TypeError('bad URL');
      },
    });
    const run = await runToEnd(http.call('logout'), scheduler);
    expect(run.errors).toEqual([{ kind: 'network' }]);
    expect(scheduler.now()).toBe(1 + 2 + 4 + 8 + 16); // and it was retried like any network error
  });
});

describe('http: retries', () => {
  it('retries a 5xx exactly 5 times, 0.5, 1, 2, 4 and 8 s apart, then errors with the last response', async () => {
    const { http, scheduler, sent } = setup([serverError]);
    const run = await runToEnd(http.call('getChats'), scheduler);
    expect(sent.map((s) => s.at)).toEqual([0, 500, 1500, 3500, 7500, 15500]);
    expect(run.errors).toEqual([{ kind: 'http', status: 503, body: { error: 'server_error' } }]);
  });

  it('retries network errors and delivers the later success once', async () => {
    const { http, scheduler, sent } = setup([dropped, dropped, json(200, ok)]);
    const run = await runToEnd(http.call('logout'), scheduler);
    expect(sent.map((s) => s.at)).toEqual([0, 500, 1500]);
    expect(run.values).toEqual([ok]);
    expect(run.errors).toEqual([]);
    expect(run.completed).toBe(true);
  });

  it('honours retryBaseMs', async () => {
    const { http, scheduler, sent } = setup([dropped, dropped, json(200, ok)], { retryBaseMs: 100 });
    await runToEnd(http.call('logout'), scheduler);
    expect(sent.map((s) => s.at)).toEqual([0, 100, 300]);
  });

  it("never retries a 'once' endpoint", async () => {
    const { http, scheduler, sent } = setup([serverError, json(200, { user })]);
    const run = await runToEnd(http.call('login', { body: { email: 'a@b.nl', password: 'secret' } }), scheduler);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.headers.has('Idempotency-Key')).toBe(false);
    expect(run.errors).toEqual([{ kind: 'http', status: 503, body: { error: 'server_error' } }]);
  });

  it("sends one Idempotency-Key per logical call of a 'keyed' endpoint, the same on every retry", async () => {
    let issued = 0;
    const { http, scheduler, sent } = setup([serverError, dropped, json(200, ok)], { newIdempotencyKey: () => `key-${++issued}` });
    const save = http.call('savePushSubscription', { query: { push: '1' }, body: { subscription: 'denied' } });
    const run = await runToEnd(save, scheduler);
    expect(run.values).toEqual([ok]);
    expect(sent.map((s) => s.url)).toEqual(Array(3).fill('/api/user.php?push=1'));
    expect(sent.map((s) => s.init.body)).toEqual(Array(3).fill('{"subscription":"denied"}'));
    expect(sent.map((s) => s.headers.get('Idempotency-Key'))).toEqual(['key-1', 'key-1', 'key-1']);

    await runToEnd(save, scheduler); // a second subscription is a second logical call
    expect(sent[3]?.headers.get('Idempotency-Key')).toBe('key-2');
  });

  it("sends no Idempotency-Key on 'safe' endpoints and defaults to crypto.randomUUID on keyed ones", async () => {
    const { http, scheduler, sent } = setup([json(200, ok)]);
    await runToEnd(http.call('logout'), scheduler);
    await runToEnd(http.call('savePushSubscription', { query: { push: '1' }, body: { subscription: false } }), scheduler);
    expect(sent[0]?.headers.has('Idempotency-Key')).toBe(false);
    expect(sent[1]?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe('http: session expiry', () => {
  it('a 403 authentication_required elsewhere emits sessionExpired$ once and completes silently', async () => {
    const { http, scheduler, sent } = setup([authRequired]);
    const expired: unknown[] = [];
    http.sessionExpired$.subscribe((v) => expired.push(v));
    const run = await runToEnd(http.call('getChats'), scheduler);
    expect(expired).toHaveLength(1);
    expect(run).toEqual({ values: [], errors: [], completed: true });
    expect(sent).toHaveLength(1);
  });

  it('the same answer after a retried 5xx still ends silently', async () => {
    const { http, scheduler, sent } = setup([serverError, authRequired]);
    const expired: unknown[] = [];
    http.sessionExpired$.subscribe((v) => expired.push(v));
    const run = await runToEnd(http.call('getLikes'), scheduler);
    expect(sent).toHaveLength(2);
    expect(expired).toHaveLength(1);
    expect(run).toEqual({ values: [], errors: [], completed: true });
  });

  it.each(['getUser', 'setLanguage'] as const)('on user.php (%s) the 403 stays an ordinary error', async (name) => {
    const { http, scheduler } = setup([authRequired]);
    const expired: unknown[] = [];
    http.sessionExpired$.subscribe((v) => expired.push(v));
    const run = await runToEnd(http.call(name, { body: name === 'setLanguage' ? { language: 'en' } : undefined }), scheduler);
    expect(expired).toEqual([]);
    expect(run.errors).toEqual([{ kind: 'http', status: 403, body: { error: 'authentication_required' } }]);
  });

  it('a 403 for another reason is an ordinary error', async () => {
    const { http, scheduler } = setup([json(403, { error: 'conflict' })]);
    const expired: unknown[] = [];
    http.sessionExpired$.subscribe((v) => expired.push(v));
    const run = await runToEnd(http.call('getChats'), scheduler);
    expect(expired).toEqual([]);
    expect(run.errors).toEqual([{ kind: 'http', status: 403, body: { error: 'conflict' } }]);
  });
});

describe('http: cancellation', () => {
  it('aborting the signal aborts the fetch in flight and completes without a value', async () => {
    const { http, sent } = setup([hang]);
    const controller = new AbortController();
    const run = { values: [] as unknown[], completed: false, errors: [] as unknown[] };
    http.call('getChats', { signal: controller.signal }).subscribe({
      next: (v) => run.values.push(v),
      error: (e: unknown) => run.errors.push(e),
      complete: () => (run.completed = true),
    });
    await settle();
    expect(sent[0]?.init.signal?.aborted).toBe(false);
    controller.abort();
    expect(sent[0]?.init.signal?.aborted).toBe(true);
    expect(run).toEqual({ values: [], completed: true, errors: [] });
  });

  it('aborting while waiting to retry cancels the retries', async () => {
    const { http, scheduler, sent } = setup([serverError]);
    const controller = new AbortController();
    const run = { completed: false, errors: [] as unknown[] };
    http.call('getChats', { signal: controller.signal }).subscribe({
      error: (e: unknown) => run.errors.push(e),
      complete: () => (run.completed = true),
    });
    await settle();
    expect(scheduler.actions).toHaveLength(1); // the first retry is waiting
    controller.abort();
    scheduler.flush();
    await settle();
    expect(sent).toHaveLength(1);
    expect(scheduler.actions).toHaveLength(0);
    expect(run).toEqual({ completed: true, errors: [] });
  });

  it('an already aborted signal sends nothing', async () => {
    const { http, scheduler, sent } = setup([json(200, ok)]);
    const run = await runToEnd(http.call('logout', { signal: AbortSignal.abort() }), scheduler);
    expect(sent).toHaveLength(0);
    expect(run.completed).toBe(true);
  });

  it('unsubscribing aborts the fetch in flight', async () => {
    const { http, sent } = setup([hang]);
    const subscription = http.call('getChats').subscribe();
    subscription.unsubscribe();
    expect(sent[0]?.init.signal?.aborted).toBe(true);
  });
});
