import { describe, expect, it } from 'vitest';
import { runAccountCommand } from '../../server/modules/accounts/commands';
import { useTestApp, type TestApp } from './support/app';
import { getUser, newMember } from './support/credentials';
import { drivers } from './support/database';
import { streamTypes } from './support/members';

const settings = (t: TestApp, cookie: string) => t.app.inject({ method: 'GET', url: '/api/notifications.php', headers: { cookie } });
const change = (t: TestApp, cookie: string, payload: object) => t.app.inject({ method: 'PUT', url: '/api/notifications.php', payload, headers: { cookie } });

const defaults = {
  new_conversations: true, new_messages: true, like: true, unread_message_reminders: true, promotions: false, weekly_updates: true, news: false,
  reminders: true,
};

describe.each(drivers)('notification settings on %s', (driver) => {
  const t = useTestApp(driver, { demoMembers: 2 });

  it('starts with every type on but the marketing ones (promotions, news), and e-mail not disabled', async () => {
    const anna = await newMember(t, 'anna@notify.test');
    expect((await settings(t, anna.cookie)).json()).toEqual({ email: defaults, disabled: [] });
  });

  it('records only the types that change, and answers the settings', async () => {
    const bert = await newMember(t, 'bert@notify.test');
    const answer = await change(t, bert.cookie, { email: { like: false, promotions: true, news: false } });
    expect(answer.json()).toEqual({ email: { ...defaults, like: false, promotions: true }, disabled: [] });
    await change(t, bert.cookie, { email: { like: false } });
    const [event] = await t.db.query<{ data: { email: unknown } }>(
      "SELECT data FROM events WHERE stream_id = $1 AND type = 'NotificationChoicesChanged'", [`account-${String(bert.id)}`],
    );
    expect(event?.data.email).toEqual({ like: false, promotions: true });
    expect((await streamTypes(t.db, `account-${String(bert.id)}`)).filter((type) => type === 'NotificationChoicesChanged')).toHaveLength(1);
    expect((await settings(t, bert.cookie)).json()).toEqual({ email: { ...defaults, like: false, promotions: true }, disabled: [] });
  });

  it('resume clears every reason e-mail stopped, in the user call too', async () => {
    const cora = await newMember(t, 'cora@notify.test');
    await t.db.transaction(async (tx) => {
      await runAccountCommand(tx, cora.id, { type: 'DisableNotifications', data: { reason: 'bounce', at: t.clock.now() } });
      await runAccountCommand(tx, cora.id, { type: 'DisableNotifications', data: { reason: 'fbl', at: t.clock.now() } });
    });
    expect((await settings(t, cora.cookie)).json()).toMatchObject({ disabled: ['bounce', 'fbl'] });
    expect((await getUser(t, cora.cookie)).json()).toMatchObject({ user: { notifications_disabled: ['bounce', 'fbl'] } });
    expect((await change(t, cora.cookie, { resume: true })).json()).toEqual({ email: defaults, disabled: [] });
    expect((await getUser(t, cora.cookie)).json()).toMatchObject({ user: { notifications_disabled: [] } });
  });

  it('refuses an unknown type and a visitor', async () => {
    const dirk = await newMember(t, 'dirk@notify.test');
    expect((await change(t, dirk.cookie, { email: { carrier_pigeon: true } })).json()).toMatchObject({ error: 'invalid_input' });
    expect((await change(t, dirk.cookie, { resume: false })).json()).toEqual({ error: 'invalid_input', field: 'resume' });
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications.php' })).statusCode).toBe(403);
  });
});
