import { describe, expect, it } from 'vitest';
import { contract } from '../../io/contract';
import { ApiError } from '../../io/errors';
import { maxReportNoteLength } from '../../io/entities/report';
import { decide } from '../../server/modules/reports/decide';
import { bodyOf } from './support/body';
import { logIn, useTestApp } from './support/app';
import { countEvents, drivers } from './support/database';
import { deciderSpec } from './support/decider';

const at = new Date('2026-11-22T10:00:00.000Z');

describe('report decider', () => {
  const spec = deciderSpec({ initialState: () => null, evolve: (state: null) => state }, decide);

  it('records a report with its reason and its note, trimmed; a blank note is no note', () => {
    spec.given([]).when({ type: 'ReportProfile', data: { reporter: 7, reported: 9, reason: 'spam', note: '  Stuurt links.\n', at } })
      .then([{ type: 'ProfileReported', data: { reporterId: 7, reportedId: 9, reason: 'spam', note: 'Stuurt links.', reportedAt: at.toISOString() } }]);
    spec.given([]).when({ type: 'ReportProfile', data: { reporter: 7, reported: 9, reason: 'other', note: ' \n ', at } })
      .then([{ type: 'ProfileReported', data: { reporterId: 7, reportedId: 9, reason: 'other', note: null, reportedAt: at.toISOString() } }]);
  });

  it('refuses a report about oneself', () => {
    spec.given([]).when({ type: 'ReportProfile', data: { reporter: 7, reported: 7, reason: 'spam', note: null, at } }).thenRejects('about_self');
  });
});

describe.each(drivers)('reporting on %s', (driver) => {
  const t = useTestApp(driver, { demoMembers: 20 });
  const report = (cookie: string | undefined, payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/reports.php', payload: JSON.stringify(payload), headers: { 'content-type': 'application/json', ...(cookie === undefined ? {} : { cookie }) } });
  const someone = async (): Promise<number> => {
    const [row] = await t.db.query<{ id: number }>('SELECT id FROM members WHERE email IS NULL ORDER BY id LIMIT 1');
    if (row === undefined) throw new Error('no member to report');
    return row.id;
  };

  it('stores a report as a ProfileReported event with its reason and multi-line note, and does not block', async () => {
    const cookie = await logIn(t.app);
    const [{ id: reporter } = { id: 0 }] = await t.db.query<{ id: number }>("SELECT id FROM members WHERE email = 'demo@rendezvous.test'");
    const reported = await someone();
    const answer = await report(cookie, { member_id: reported, reason: 'harassment', note: 'Blijft berichten sturen.\nOok na een nee.' });
    expect(answer.statusCode).toBe(200);
    expect(bodyOf(contract.reportMember.response, answer)).toEqual({ ok: true });
    const events = await t.db.query<{ type: string; data: unknown }>('SELECT type, data FROM events WHERE stream_id = $1', [`reports-${reporter}`]);
    expect(events).toEqual([{
      type: 'ProfileReported',
      data: { reporterId: reporter, reportedId: reported, reason: 'harassment', note: 'Blijft berichten sturen.\nOok na een nee.', reportedAt: t.clock.now().toISOString() },
    }]);
    const rows = await t.db.query<{ reporter_id: number; reported_id: number; reason: string }>('SELECT reporter_id, reported_id, reason FROM reports');
    expect(rows).toEqual([{ reporter_id: reporter, reported_id: reported, reason: 'harassment' }]);
    expect(await t.db.query('SELECT 1 FROM blocks')).toEqual([]);
    expect((await report(cookie, { member_id: reported, reason: 'fake_profile' })).statusCode).toBe(200);
  });

  it('refuses a reason outside the closed set, a bad note, oneself, an unknown member and a visitor, writing nothing', async () => {
    const cookie = await logIn(t.app);
    const reported = await someone();
    const [{ id: self } = { id: 0 }] = await t.db.query<{ id: number }>("SELECT id FROM members WHERE email = 'demo@rendezvous.test'");
    const before = await countEvents(t.db);
    const refusal = async (payload: unknown, who: { cookie: string | undefined } = { cookie }) => {
      const answer = await report(who.cookie, payload);
      return { status: answer.statusCode, body: bodyOf(ApiError, answer) };
    };
    const invalid = (field: string) => ({ status: 400, body: { error: 'invalid_input', field } });
    expect(await refusal({ member_id: reported, reason: 'rude' })).toEqual(invalid('reason'));
    expect(await refusal({ member_id: reported })).toEqual(invalid('reason'));
    expect(await refusal({ member_id: reported, reason: 'spam', note: 'a\u0000b' })).toEqual(invalid('note'));
    expect(await refusal({ member_id: reported, reason: 'spam', note: 'x'.repeat(maxReportNoteLength + 1) })).toEqual(invalid('note'));
    expect(await refusal({ member_id: reported, reason: 'spam', extra: 1 })).toEqual(invalid('extra'));
    expect(await refusal({ member_id: self, reason: 'spam' })).toEqual(invalid('member_id'));
    expect(await refusal({ member_id: 99_999_999, reason: 'spam' })).toEqual({ status: 404, body: { error: 'not_found' } });
    expect(await refusal({ member_id: reported, reason: 'spam' }, { cookie: undefined })).toEqual({ status: 403, body: { error: 'authentication_required' } });
    expect(await countEvents(t.db)).toBe(before);
  });

  it('allows 20 reports an hour per session, then answers 429', async () => {
    const cookie = await logIn(t.app, 'premium@rendezvous.test');
    const reported = await someone();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) statuses.push((await report(cookie, { member_id: reported, reason: 'spam' })).statusCode);
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
