import { describe, expect, it } from 'vitest';
import { contract } from '../../io/contract';
import { company, flirtpunt, rendezvous } from '../../server/demo/sites';
import type { Settings } from '../../io/entities/settings';
import { runAccountCommand } from '../../server/modules/accounts/commands';
import { runSiteCommand } from '../../server/modules/sites/commands';
import { bodyOf } from './support/body';
import { logIn, sessionCookieOf, useTestApp, type TestApp } from './support/app';
import { drivers } from './support/database';
import { useMailDir } from './support/mail';
import { idOf, streamTypes } from './support/members';

const form = (email: string, changes: object = {}) => ({
  email, name: 'Anna', password: 'a long password', date_of_birth: '1990-05-01', gender: 'female', language: 'en', ...changes,
});

const signup = (t: TestApp, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/signup.php', payload, headers });

const configure = (t: TestApp, settings: Settings) =>
  t.db.transaction((tx) => runSiteCommand(tx, { type: 'ConfigureSite', data: { settings, company, at: t.clock.now() } }));

const membersWith = async (t: TestApp, email: string): Promise<number> =>
  (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM members WHERE email = $1', [email]))[0]?.n ?? -1;

const registration = async (t: TestApp, memberId: number) =>
  (await t.db.query<{ data: Record<string, unknown> }>("SELECT data FROM events WHERE stream_id = $1 AND type = 'MemberRegistered'", [
    `account-${String(memberId)}`,
  ]))[0]?.data;

describe.each(drivers)('signing up on %s (POST /api/signup.php)', (driver) => {
  const dir = useMailDir();
  const t = useTestApp(driver, { demoMembers: 3, mail: { dir, pollMs: 20 } });

  it('on the demo site localhost: a member not confirmed yet, logged in, in the visitor\'s country, the language sent', async () => {
    const response = await signup(t, form('New.Member@Example.test', { language: 'de' }), { 'x-geoip-country': 'BE' });
    expect(response.statusCode).toBe(201);
    const { user } = bodyOf(contract.signup.response, response);
    expect(user).toMatchObject({ status: 'not_confirmed', language: 'de', credits: 3, paid_user: false, profile: { name: 'Anna', country: 'BE', main_image: null } });
    const me = await t.app.inject({ method: 'GET', url: '/api/user.php', headers: { cookie: sessionCookieOf(response) } });
    expect(me.statusCode).toBe(200);
    expect(bodyOf(contract.getUser.response, me).user).toMatchObject({ id: user.id, status: 'not_confirmed' });
    const [row] = await t.db.query<{ email: string; region: string; city: string; site: string }>('SELECT email, region, city, site FROM members WHERE id = $1', [user.id]);
    expect(row).toEqual({ email: 'new.member@example.test', region: '', city: '', site: 'localhost' });
    expect(await streamTypes(t.db, `account-${String(user.id)}`)).toEqual(['MemberRegistered', 'CreditsGranted', 'SessionStarted']);
  });

  it('queues the activation mail in the member\'s language in the same transaction', async () => {
    const { user } = bodyOf(contract.signup.response, await signup(t, form('mail@example.test', { language: 'nl' })));
    const mails = await t.db.query<{ kind: string; language: string; to_address: string }>(
      'SELECT kind, language, to_address FROM mail_outbox WHERE member_id = $1', [user.id]);
    expect(mails).toEqual([{ kind: 'activation', language: 'nl', to_address: 'mail@example.test' }]);
  });

  it('keeps the tracking record and the signup message with the account', async () => {
    const tracking = { network: 'adnet', sub1: 'spring' };
    const { user } = bodyOf(contract.signup.response, await signup(t, form('tracked@example.test', { tracking, signup_message: ' Hallo allemaal ' })));
    expect(await registration(t, user.id)).toMatchObject({ tracking, signupMessage: 'Hallo allemaal', status: 'not_confirmed' });
  });

  it("starts in the site's first country when the visitor's is not served", async () => {
    const response = await signup(t, form('far@example.test', { tracking: { ref: 'x' } }), { host: 'flirt.localhost', 'x-geoip-country': 'JP' });
    expect(bodyOf(contract.signup.response, response).user.profile.country).toBe(flirtpunt.countries[0]);
  });

  it("spec §6: flirt.localhost ('with_trafficsource') takes a visitor with a tracking source and refuses one without", async () => {
    for (const payload of [form('walkin@example.test'), form('walkin@example.test', { tracking: {} })]) {
      const refused = await signup(t, payload, { host: 'flirt.localhost' });
      expect(refused.statusCode).toBe(403);
      expect(JSON.parse(refused.body)).toEqual({ error: 'signup_closed' });
    }
    expect(await membersWith(t, 'walkin@example.test')).toBe(0);
    expect((await signup(t, form('walkin@example.test', { tracking: { network: 'adnet' } }), { host: 'flirt.localhost' })).statusCode).toBe(201);
  });

  it('a site whose signups are anything else is invite only, with or without a tracking source', async () => {
    await configure(t, { ...rendezvous, domain: 'invite.test', signups: 'invite' });
    const refused = await signup(t, form('invited@example.test', { tracking: { network: 'adnet' } }), { host: 'invite.test' });
    expect(refused.statusCode).toBe(403);
    expect(JSON.parse(refused.body)).toEqual({ error: 'signup_closed' });
    expect(await membersWith(t, 'invited@example.test')).toBe(0);
  });

  it('refuses what the shared rules refuse, naming the field, and writes nothing', async () => {
    const cases: ReadonlyArray<readonly [object, string]> = [
      [{ name: 'Rules@example.test' }, 'name'],
      [{ name: '@rules' }, 'name'],
      [{ date_of_birth: '2010-01-01' }, 'date_of_birth'],
      [{ date_of_birth: '1990-02-30' }, 'date_of_birth'],
      [{ date_of_birth: '' }, 'date_of_birth'],
      [{ email: 'not-an-address' }, 'email'],
      [{ password: 'short' }, 'password'],
      [{ gender: 'robot' }, 'gender'],
      [{ language: 'xx' }, 'language'],
      [{ tracking: { network: '' } }, 'tracking.network'],
    ];
    for (const [change, field] of cases) {
      const response = await signup(t, form('rules@example.test', change));
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(JSON.parse(response.body)).toEqual({ error: 'invalid_input', field });
    }
    expect(await membersWith(t, 'rules@example.test')).toBe(0);
  });

  it('answers account_exists, and nothing more, for an address with an account on this site, whatever its state', async () => {
    const pending = bodyOf(contract.signup.response, await signup(t, form('twice@example.test'))).user.id;
    const disabled = bodyOf(contract.signup.response, await signup(t, form('hidden@example.test'))).user.id;
    await t.db.transaction((tx) => runAccountCommand(tx, disabled, { type: 'DisableProfile', data: { at: t.clock.now() } }));
    for (const address of ['demo@rendezvous.test', 'TWICE@Example.Test', 'hidden@example.test']) {
      const response = await signup(t, form(address, { name: 'Someone Else' }));
      expect(response.statusCode, address).toBe(409);
      expect(response.body).toBe(JSON.stringify({ error: 'account_exists' }));
      expect(response.cookies).toEqual([]);
    }
    expect(await streamTypes(t.db, `account-${String(pending)}`)).toEqual(['MemberRegistered', 'CreditsGranted', 'SessionStarted']);
    // The address is the site's: the same one signs up on another label.
    expect((await signup(t, form('twice@example.test', { tracking: { ref: 'x' } }), { host: 'flirt.localhost' })).statusCode).toBe(201);
  });

  it('two signups with one address at once make exactly one account', async () => {
    const [a, b] = await Promise.all([signup(t, form('race@example.test')), signup(t, form('race@example.test', { name: 'Bea' }))]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    expect(await membersWith(t, 'race@example.test')).toBe(1);
  });

  it("grants the site's signup_credits once, as the grant 'signup'", async () => {
    await configure(t, { ...rendezvous, domain: 'credits.test', signup_credits: 5 });
    const response = await signup(t, form('credits@example.test'), { host: 'credits.test' });
    const { user } = bodyOf(contract.signup.response, response);
    expect(user.credits).toBe(5);
    const grants = await t.db.query<{ data: { grantId: string; credits: number; reason: string } }>(
      "SELECT data FROM events WHERE stream_id = $1 AND type = 'CreditsGranted'", [`account-${String(user.id)}`]);
    expect(grants.map((g) => g.data)).toMatchObject([{ grantId: 'signup', credits: 5, reason: 'signup' }]);
    // Signing up again with that address grants nothing more.
    expect((await signup(t, form('credits@example.test'), { host: 'credits.test' })).statusCode).toBe(409);
    expect((await t.db.query<{ credits: number }>('SELECT credits FROM members WHERE id = $1', [user.id]))[0]?.credits).toBe(5);
  });

  it('ends the session the browser already had, as a login does', async () => {
    const before = await logIn(t.app);
    const response = await signup(t, form('switch@example.test'), { cookie: before });
    expect(response.statusCode).toBe(201);
    expect((await t.app.inject({ method: 'GET', url: '/api/user.php', headers: { cookie: before } })).statusCode).toBe(403);
    expect(await streamTypes(t.db, `account-${String(await idOf(t.db, 'demo@rendezvous.test'))}`)).toContain('SessionEnded');
  });
});

describe('signup rate limit', () => {
  const t = useTestApp('pglite', { demoMembers: 1, signupRateLimit: { max: 2, timeWindowMs: 60_000 } });

  it('answers 429 rate_limited past the per-address limit, before anything is decided', async () => {
    expect((await signup(t, form('one@example.test'))).statusCode).toBe(201);
    expect((await signup(t, form('@bad'))).statusCode).toBe(400);
    const third = await signup(t, form('three@example.test'));
    expect(third.statusCode).toBe(429);
    expect(JSON.parse(third.body)).toMatchObject({ error: 'rate_limited' });
    expect(await membersWith(t, 'three@example.test')).toBe(0);
  });
});
