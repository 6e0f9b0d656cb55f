import { describe, expect, it } from 'vitest';
import { contract } from '../../io/contract';
import { ComplaintList } from '../../io/entities/complaint';
import { AuditLog, QueueCounts } from '../../io/entities/staff';
import { rebuildProjections } from '../../server/modules/rebuild';
import { bodyOf } from './support/body';
import { useTestApp } from './support/app';
import { drivers } from './support/database';
import { joinMember } from './support/leaving';
import { addEnrolledStaff, logInDemoStaff, logInStaff, staffSecret } from './support/staff';

const complaintBy = (n: number, language: string) => ({
  name: `Klager ${String(n)}`, email: `klager${String(n)}@klacht.test`, subject: `Onderwerp ${String(n)}`, message: `Een klacht, nummer ${String(n)}, lang genoeg.`, language,
});

interface MailRow {
  readonly to_address: string;
  readonly language: string;
  readonly subject: string;
  readonly text: string;
  readonly member_id: string | null;
}

describe.each(drivers)('complaints in the staff console on %s', (driver) => {
  const t = useTestApp(driver, { demoMembers: 0 });
  const submit = async (payload: object, key: string, headers: Record<string, string> = {}) => {
    const answer = bodyOf(contract.submitComplaint.response, await t.app.inject({ method: 'POST', url: '/api/complaints.php', payload, headers: { 'idempotency-key': key, ...headers } }));
    t.clock.advance(60_000);
    return answer.reference;
  };
  const send = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
    t.app.inject({ method, url, headers: { host: 'localhost', cookie }, ...(payload === undefined ? {} : { payload }) });
  const list = async (cookie: string, show?: 'open' | 'answered') =>
    bodyOf(ComplaintList, await send('GET', `/api/staff/complaints${show === undefined ? '' : `?show=${show}`}`, cookie));
  const numberOf = async (reference: string) =>
    Number((await t.db.query<{ number: string }>('SELECT number::text AS number FROM complaints WHERE reference = $1', [reference]))[0]?.number);
  const answerMails = () =>
    t.db.query<MailRow>("SELECT to_address, language, subject, text, member_id::text AS member_id FROM mail_outbox WHERE kind = 'complaint_answer' ORDER BY id");

  it('lists the open complaints of the staff member\'s sites oldest first, and mails an answer in the complainant\'s language', async () => {
    const member = await joinMember(t, 'klagend-lid@klacht.test');
    const first = await submit(complaintBy(1, 'de'), 'c-1');
    const second = await submit(complaintBy(2, 'fr'), 'c-2', { cookie: member.cookie });
    const elsewhere = await submit(complaintBy(3, 'it'), 'c-3', { host: 'flirt.localhost' });
    const staff = await logInDemoStaff(t.app, t.clock);

    const open = await list(staff);
    expect(open.complaints.map((complaint) => complaint.reference)).toEqual([first, second, elsewhere]);
    expect(open.total).toBe(3);
    expect(open.complaints[1]).toMatchObject({
      name: 'Klager 2', email: 'klager2@klacht.test', subject: 'Onderwerp 2', message: 'Een klacht, nummer 2, lang genoeg.', language: 'fr', memberId: member.id,
      site: 'localhost', answer: null,
    });
    expect(open.complaints[0]?.memberId).toBeNull();
    expect(bodyOf(QueueCounts, await send('GET', '/api/staff/queues', staff)).complaints).toBe(3);

    const answer = 'Wir haben die doppelte Abbuchung erstattet.\n\nEntschuldige bitte den Ärger. {site} bleibt so stehen.';
    expect((await send('POST', '/api/staff/complaints/answer', staff, { number: await numberOf(first), answer })).statusCode).toBe(200);
    const [mail, ...more] = await answerMails();
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ to_address: 'klager1@klacht.test', language: 'de', member_id: null });
    expect(mail?.subject).toBe(`Antwort auf deine Beschwerde bei Rendezvous (${first})`);
    expect(mail?.text).toContain('Hallo Klager 1,');
    expect(mail?.text).toContain('Beschwerde zu „Onderwerp 1“');
    // The answer as written, its paragraphs kept, never filled in as a template.
    expect(mail?.text).toContain('Wir haben die doppelte Abbuchung erstattet.\n\nEntschuldige bitte den Ärger. {site} bleibt so stehen.');
    expect(mail?.text).toContain(`Deine Referenznummer lautet ${first}.`);

    // The member's complaint: the mail names the member, in French.
    expect((await send('POST', '/api/staff/complaints/answer', staff, { number: await numberOf(second), answer: 'Réglé.' })).statusCode).toBe(200);
    expect((await answerMails())[1]).toMatchObject({ to_address: 'klager2@klacht.test', language: 'fr', member_id: String(member.id) });

    expect((await list(staff)).complaints.map((complaint) => complaint.reference)).toEqual([elsewhere]);
    const answered = await list(staff, 'answered');
    expect(answered.complaints.map((complaint) => complaint.reference)).toEqual([second, first]);
    expect(answered.complaints[1]?.answer).toEqual({ text: answer, staffName: 'Demo Staff', answeredAt: expect.any(String) as unknown });
  });

  it('answers a complaint once (409 after), refuses an empty answer on its field, and keeps the answer through a rebuild', async () => {
    const reference = await submit(complaintBy(4, 'pl'), 'c-4');
    const number = await numberOf(reference);
    const staff = await logInDemoStaff(t.app, t.clock);
    const before = (await answerMails()).length;
    for (const blank of ['', '  \n ']) {
      const refused = await send('POST', '/api/staff/complaints/answer', staff, { number, answer: blank });
      expect([refused.statusCode, refused.json()]).toEqual([400, { error: 'invalid_input', field: 'answer' }]);
    }
    expect((await send('POST', '/api/staff/complaints/answer', staff, { number, answer: ' Odpowiedź. ' })).statusCode).toBe(200);
    const twice = await send('POST', '/api/staff/complaints/answer', staff, { number, answer: 'Jeszcze raz.' });
    expect([twice.statusCode, twice.json()]).toEqual([409, { error: 'conflict' }]);
    expect((await answerMails()).length).toBe(before + 1);
    expect((await send('POST', '/api/staff/complaints/answer', staff, { number: 999_999, answer: 'Niemand.' })).statusCode).toBe(404);

    const kept = async () => (await t.db.query('SELECT answer, answered_by, answered_at FROM complaints WHERE number = $1', [number]))[0];
    const live = await kept();
    expect(live).toMatchObject({ answer: 'Odpowiedź.' });
    await rebuildProjections(t.db);
    expect(await kept()).toEqual(live);

    const audit = bodyOf(AuditLog, await send('GET', '/api/staff/audit?action=ComplaintAnswered', staff));
    expect(audit.entries.map((entry) => entry.staffName)).toContain('Demo Staff');
  });

  it('answers 404 for another site\'s complaint and does not list it there', async () => {
    const reference = await submit(complaintBy(5, 'nl'), 'c-5');
    await addEnrolledStaff(t.db, 'flirt-complaints@staff.test', ['support'], t.clock.now(), ['flirt.localhost']);
    const flirt = await logInStaff(t.app, t.clock, 'flirt-complaints@staff.test', 'staff-password', staffSecret);
    expect((await list(flirt)).complaints.map((complaint) => complaint.site)).not.toContain('localhost');
    const refused = await send('POST', '/api/staff/complaints/answer', flirt, { number: await numberOf(reference), answer: 'Niet van jou.' });
    expect([refused.statusCode, refused.json()]).toEqual([404, { error: 'not_found' }]);
    expect((await list(await logInDemoStaff(t.app, t.clock))).complaints.map((complaint) => complaint.reference)).toContain(reference);
  });
});
