import { describe, expect, it } from 'vitest';
import { contract } from '../../io/contract';
import { ApiError } from '../../io/errors';
import { rebuildProjections } from '../../server/modules/rebuild';
import { bodyOf } from './support/body';
import { useTestApp } from './support/app';
import { drivers } from './support/database';
import { joinMember } from './support/leaving';

const complaint = {
  name: 'Jan de Vries', email: 'jan@klacht.test', subject: 'Dubbel afgeschreven', message: 'Mijn betaling is twee keer afgeschreven.', language: 'de',
} as const;

describe.each(drivers)('complaints on %s', (driver) => {
  const t = useTestApp(driver, { demoMembers: 0 });
  const submit = (payload: object, key: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/complaints.php', payload, headers: { 'idempotency-key': key, ...headers } });

  it('stores a visitor\'s complaint with its reference and acknowledges it by mail in the language asked', async () => {
    const answer = bodyOf(contract.submitComplaint.response, await submit(complaint, 'visitor-1'));
    expect(answer.reference).toMatch(/^C-2026-\d{6}$/);
    const [row] = await t.db.query<Record<string, unknown>>('SELECT reference, member_id, name, email, subject, message, language FROM complaints');
    expect(row).toEqual({ reference: answer.reference, member_id: null, name: complaint.name, email: complaint.email, subject: complaint.subject,
      message: complaint.message, language: 'de' });
    const [mail] = await t.db.query<{ to_address: string; subject: string; text: string; kind: string }>("SELECT to_address, subject, text, kind FROM mail_outbox WHERE kind = 'complaint'");
    expect(mail?.to_address).toBe(complaint.email);
    expect(mail?.subject).toContain(answer.reference);
    expect(mail?.text).toContain('Deine Referenznummer lautet');
    // The same key again: the same complaint, not a second one.
    expect(bodyOf(contract.submitComplaint.response, await submit(complaint, 'visitor-1')).reference).toBe(answer.reference);
    expect((await t.db.query('SELECT 1 FROM complaints')).length).toBe(1);
    // A rebuild gives the same table.
    await rebuildProjections(t.db);
    expect((await t.db.query<{ reference: string }>('SELECT reference FROM complaints'))[0]?.reference).toBe(answer.reference);
  });

  it("keeps a logged-in member's id with it", async () => {
    const member = await joinMember(t, 'complains@leaving.test');
    const answer = bodyOf(contract.submitComplaint.response, await submit({ ...complaint, language: 'nl' }, 'member-1', { cookie: member.cookie }));
    const [row] = await t.db.query<{ member_id: number }>('SELECT member_id FROM complaints WHERE reference = $1', [answer.reference]);
    expect(row?.member_id).toBe(member.id);
  });

  it('refuses bad input with its field', async () => {
    const refused = await submit({ ...complaint, message: 'kort' }, 'bad-1');
    expect({ status: refused.statusCode, body: bodyOf(ApiError, refused) }).toEqual({ status: 400, body: { error: 'invalid_input', field: 'message' } });
  });
});

describe('complaints are rate limited per address', () => {
  const t = useTestApp('pglite', { demoMembers: 0 });
  it('answers the 6th in an hour from one address with rate_limited', async () => {
    for (let i = 1; i <= 5; i += 1) {
      const ok = await t.app.inject({ method: 'POST', url: '/api/complaints.php', payload: complaint, headers: { 'idempotency-key': `limit-${String(i)}` } });
      expect(ok.statusCode).toBe(200);
    }
    const sixth = await t.app.inject({ method: 'POST', url: '/api/complaints.php', payload: complaint, headers: { 'idempotency-key': 'limit-6' } });
    expect({ status: sixth.statusCode, body: bodyOf(ApiError, sixth) }).toEqual({ status: 429, body: { error: 'rate_limited' } });
  });
});
