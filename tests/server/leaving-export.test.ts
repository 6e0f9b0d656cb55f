import { describe, expect, it } from 'vitest';
import { exportSections } from '../../server/modules/leaving/export-sections';
import { useTestApp } from './support/app';
import { drivers } from './support/database';
import { personWithData } from './support/personal-data';
import { useTemporaryPhotoStorage } from './support/photos';

/**
 * The tables the export deliberately does not read, and why. A table neither here nor read by a section of
 * server/modules/leaving/export-sections.ts fails the coverage test: decide for it before it ships. Some
 * come with features merged later (notification settings, push); listed here already.
 */
const leftOut: Readonly<Record<string, string>> = {
  schema_migrations: 'the database schema, nobody\'s data',
  events: 'the event store: every part of the export is read from it or from the read tables it feeds',
  sites: 'the sites\' settings, no member\'s data',
  idempotency_keys: 'stored answers of the member\'s own retried requests, for a day\'s retries; the export answers their content',
  session_activity: 'a session\'s last heartbeat; the sessions part answers when each began',
  mail_outbox: 'the mails themselves: the member has them in their mailbox',
  activation_tokens: 'a hash of a mailed secret: no fact about the member',
  reactivation_tokens: 'a hash of a mailed secret: no fact about the member',
  credential_tokens: 'hashes of mailed secrets (password reset, e-mail change)',
  password_reset_requests: 'hashed addresses counted for a daily limit, not tied to an account',
  mail_signing_key: 'the server\'s signing key',
  direct_debit_charge_claims: 'which process is beginning a mandate\'s payment; the mandate and its payment are exported',
  test_provider_payments: 'the embedded test provider\'s own state, as a remote provider keeps its own; the payments are exported',
  push_vapid_keys: 'the server\'s push keys',
  push_subscriptions: 'browser endpoints and keys: secrets of the device, not facts to hand out',
  push_outbox: 'pushes waiting to be sent, minutes long',
  staff: 'the people who run the sites, no member\'s data',
  staff_sessions: 'the staff console\'s sessions, no member\'s data',
  desk_claims: 'which staff member is writing in a conversation, no member\'s data',
  site_daily_stats: 'counts per site and day, nobody\'s data',
  site_stats_active: 'the days a member counted as active, derived from the sessions and messages the export answers',
  site_stats_buyers: 'which payment was a member\'s first, derived from the payments the export answers',
  site_stats_counted: 'how far the dashboard\'s counters read each stream, no fact about anyone',
};

describe.each(drivers)('the data export on %s', (driver) => {
  const storage = useTemporaryPhotoStorage();
  const t = useTestApp(driver, { demoMembers: 0, photoStorage: storage, approvesPhotosAutomatically: () => true });
  const download = (cookie?: string) => t.app.inject({ method: 'GET', url: '/api/export.php', headers: cookie === undefined ? {} : { cookie } });

  it('refuses a visitor with authentication_required, not to be cached', async () => {
    const answer = await download();
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toEqual({ error: 'authentication_required' });
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('is one JSON file to download with everything held about the member', async () => {
    const person = await personWithData(t, storage, 'export');
    const answer = await download(person.member.cookie);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="rendezvous-export-${String(person.member.id)}.json"`);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    const file = answer.json<Record<string, unknown>>();
    const { facts, partner } = person;
    expect(file).toMatchObject({
      member_id: person.member.id,
      account: {
        email: facts.email, name: facts.name, birth_date: '1987-06-05', status: 'active', language: 'nl', about: facts.about,
        tracking: { utm_campaign: facts.trackingValue }, signup_message: facts.signupMessage, notifications_disabled: [],
      },
      photos: [{ id: person.photoIds[0], status: 'active', main: true, url: expect.stringMatching(/photos\/\d+\/[\w-]{22}-full\.webp$/) as unknown }],
      likes: { given: [{ member_id: partner.id }], received: [{ member_id: partner.id }] },
      blocks: [{ member_id: partner.id }],
      reports: [{ member_id: partner.id, reason: 'spam', note: facts.reportNote }],
      credits: [{ type: 'CreditsGranted', credits: 10 }],
      payments: [],
      direct_debit: [{ account_holder: facts.accountHolder, iban_last4: '4300', city: 'Utrecht' }],
      complaints: [{ name: facts.complaintName, email: facts.email, subject: 'Afschrijving' }],
    });
    const [conversation] = file['conversations'] as Array<{ with_id: number; messages: Array<{ sender_id: number; text: string; photo: string | null }> }>;
    expect(conversation?.with_id).toBe(partner.id);
    expect(conversation?.messages.map((m) => m.text)).toEqual(expect.arrayContaining([facts.message, `Hallo van ${String(partner.id)}`]));
    expect(conversation?.messages.find((m) => m.photo !== null)?.photo).toBe(person.photoIds[1]);
    expect((file['sessions'] as unknown[]).length).toBeGreaterThanOrEqual(1);
    // The IBAN is never answered whole.
    expect(answer.body).not.toContain(facts.iban);
  });

  it('reads every table of the database, or leaves it out here with a reason', async () => {
    const tables = (await t.db.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'",
    )).map((row) => row.table_name);
    const exported = new Set(Object.values(exportSections).flatMap((section) => section.tables));
    expect(tables.filter((table) => !exported.has(table) && !(table in leftOut))).toEqual([]);
    expect(tables).toEqual(expect.arrayContaining([...exported]));
  });
});
