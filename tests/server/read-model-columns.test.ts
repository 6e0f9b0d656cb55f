import { describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { company, flirtpunt } from '../../server/demo/sites';
import { runAccountCommand } from '../../server/modules/accounts/commands';
import { nextId } from '../../server/modules/ids';
import { readTables } from '../../server/modules/projections';
import { rebuildProjections } from '../../server/modules/rebuild';
import { runSiteCommand } from '../../server/modules/sites/commands';
import { startingCatalogue } from '../../server/modules/sites/starting-catalogue';
import { runBlockCommand } from '../../server/modules/blocks/commands';
import { runReportCommand, runResolveReports } from '../../server/modules/reports/commands';
import { runComplaintCommand } from '../../server/modules/complaints/commands';
import { runMandateCommand } from '../../server/modules/direct-debit/commands';
import type { MandateCommand } from '../../server/modules/direct-debit/decide';
import { applyProviderAnswer, runPaymentCommand } from '../../server/modules/payments/commands';
import { addStaff, runStaffCommand } from '../../server/modules/staff/commands';
import { runDeskCommand } from '../../server/modules/desk/commands';
import { runPhotoCommand } from '../../server/modules/photos/commands';
import { logIn, useTestApp } from './support/app';
import { logInDemoStaff } from './support/staff';
import { drivers } from './support/database';

const columnsOf = async (db: Database, table: string): Promise<string[]> =>
  (await db.query<{ column_name: string }>(
    "SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1 ORDER BY ordinal_position",
    [table],
  )).map((row) => row.column_name);

/** How many different values (NULL counting as one) a column holds. */
const distinctValues = async (db: Database, table: string, column: string): Promise<number> =>
  (await db.query<{ n: number }>(`SELECT count(DISTINCT coalesce("${column}"::text, '<null>'))::int AS n FROM ${table}`))[0]?.n ?? 0;

const snapshot = async (db: Database) => {
  const tables: Record<string, unknown[]> = {};
  for (const table of readTables) tables[table] = await db.query(`SELECT * FROM ${table} ORDER BY 1, 2`);
  return tables;
};

describe.each(drivers)('every read-model column is written by some event, on %s', (driver) => {
  const t = useTestApp(driver, { demoMembers: 60 });

  /**
   * The demo data, plus what it does not vary: a third site of another company, sessions at other times, a
   * signup to confirm and one that confirms, a disabled profile, disabled notifications, a notification type turned off, a profile edit that moves a member, an invisible
   * member, blocks and reports, a second payment. (The demo's own profile edits vary attributes, interests and about.)
   */
  const varyTheEvents = async () => {
    await logIn(t.app);
    t.clock.advance(60_000);
    await logIn(t.app, 'premium@rendezvous.test');
    const third = { ...flirtpunt, domain: 'derde.localhost', name: 'Derde' };
    await t.db.transaction((tx) =>
      runSiteCommand(tx, { type: 'ConfigureSite', data: { settings: third, company: { ...company, name: 'Derde B.V.' }, at: t.clock.now() } }),
    );
    // …which sells a catalogue of its own (the demo sites sell the starting one).
    const configuredAt = t.clock.now().toISOString();
    t.clock.advance(1000);
    await t.db.transaction((tx) => runSiteCommand(tx, {
      type: 'PublishCatalogue', data: { domain: third.domain, catalogue: { ...startingCatalogue, codes: [] }, basedOn: configuredAt, staffId: 1, at: t.clock.now() },
    }));
    const [someone, another] = await t.db.query<{ id: number }>("SELECT id FROM members WHERE email IS NULL ORDER BY id LIMIT 2");
    if (someone === undefined || another === undefined) throw new Error('the demo data has too few members');
    await t.db.transaction(async (tx) => {
      const at = t.clock.now();
      const register = async (email: string, name: string) => {
        const memberId = await nextId(tx, 'member_id_seq');
        await runAccountCommand(tx, memberId, {
          type: 'RegisterMember',
          data: {
            memberId, site: 'flirt.localhost', email, passwordHash: '$argon2id$x', name, gender: 'female',
            birthDate: '1990-01-01', country: 'NL', region: 'Utrecht', city: 'Utrecht', language: 'nl', fictional: false, status: 'not_confirmed', at,
          },
        });
        return memberId;
      };
      // A name the text rules flag (the demo's flagged texts are about texts).
      await register('nieuw@flirt.test', 'Nieuw www.nieuw.nl');
      // A second signup confirms its address (the dashboard counts activations); the first stays unconfirmed.
      await runAccountCommand(tx, await register('bevestigd@flirt.test', 'Bevestigd'), { type: 'ConfirmEmail', data: { at } });
      await runAccountCommand(tx, someone.id, { type: 'DisableProfile', data: { at } });
      await runAccountCommand(tx, another.id, { type: 'DisableNotifications', data: { reason: 'bounce', at } });
      // A member who moves: the living-area columns are written by ProfileEdited too, not only at registration.
      const moved = await runAccountCommand(tx, another.id, {
        type: 'EditProfile',
        data: { changes: { living_area: { country: 'BE', region: 'Flanders', city: 'Mechelen' }, tattoos: 'many' }, siteCountries: ['BE'], at },
      });
      if (moved.kind === 'rejected') throw new Error(`the move was refused: ${JSON.stringify(moved.reason)}`);
      await runAccountCommand(tx, another.id, { type: 'SetInvisibleMode', data: { invisible: true, at } });
      await runAccountCommand(tx, another.id, { type: 'SetNotificationChoices', data: { email: { like: false }, at } });
    });
    await varyBlocksAndReports(someone.id, another.id);
    await varyMandates(someone.id, another.id);
    await varyPayments(another.id);
    await varyLeaving(someone.id);
    await varyStaff();
  };

  /** Two direct-debit mandates of different members and sites: one paid, one void after 5 wrong codes. */
  const varyMandates = async (someone: number, another: number) => {
    const history = { requests: [], debits: [], blockedUntil: null };
    const run = (mandateId: string, command: MandateCommand) => t.db.transaction((tx) => runMandateCommand(tx, mandateId, command));
    const at = t.clock.now();
    await run('paid-mandate', {
      type: 'RequestMandate',
      data: {
        mandateId: 'paid-mandate', memberId: someone, memberCountry: 'NL', site: 'localhost', codeHash: '$argon2id$a', history, at,
        form: { package_id: 'credits-100', account_holder: 'A. de Vries', iban: 'NL91ABNA0417164300', street: 'Oudegracht', house_number: '12a', zip: '3511 AB', city: 'Utrecht', phone: '0612345678' },
      },
    });
    await run('paid-mandate', { type: 'ConfirmMandate', data: { memberId: someone, codeMatches: true, history, at } });
    await run('paid-mandate', { type: 'RecordPayment', data: { paymentId: 'tr_1', checkoutUrl: 'http://localhost/transactions/tr_1', at } });
    t.clock.advance(60_000);
    const later = t.clock.now();
    await run('void-mandate', {
      type: 'RequestMandate',
      data: {
        mandateId: 'void-mandate', memberId: another, memberCountry: 'BE', site: 'flirt.localhost', codeHash: '$argon2id$b', history, at: later,
        form: { package_id: 'credits-250', account_holder: 'B. Peeters', iban: 'BE68539007547034', street: 'Meir', house_number: '1', zip: '2000', city: 'Antwerpen', phone: '0470 12 34 56' },
      },
    });
    for (let i = 0; i < 5; i += 1) await run('void-mandate', { type: 'ConfirmMandate', data: { memberId: another, codeMatches: false, history, at: later } });
  };

  /** Beside the demo's paid iDEAL payment on the test provider: a discounted direct debit on another site and provider, refunded there. */
  const varyPayments = async (memberId: number) => {
    t.clock.advance(60_000);
    await t.db.transaction(async (tx) => {
      const at = t.clock.now();
      await runPaymentCommand(tx, 'vary-1', {
        type: 'StartPayment',
        data: {
          paymentId: 'vary-1', memberId, site: 'flirt.localhost', packageId: 'gbp-25', credits: 25, amount: 1949, currency: 'GBP', method: 'directdebit',
          discountCode: 'TIMEBONUS25', discountPercentage: 25, provider: 'mollie', mandateId: 'mdt_1', refundDays: 30, at,
        },
      });
      await runPaymentCommand(tx, 'vary-1', { type: 'RecordProviderPayment', data: { providerId: 'tr_vary1', at } });
      await applyProviderAnswer(tx, 'vary-1', { status: 'paid', amountRefunded: 1949 }, at);
    });
  };

  /** A deleted account (deleted_at) and two complaints, one by a visitor, one by a member, in two languages; support answered one. */
  const varyLeaving = async (memberId: number) => {
    await t.db.transaction(async (tx) => {
      const at = t.clock.now();
      await runAccountCommand(tx, memberId, { type: 'DeleteAccount', data: { reason: 'time', comment: null, at } });
      const texts = (n: number) => ({ name: `Klager ${String(n)}`, email: `klager${String(n)}@klacht.test`, subject: `Onderwerp ${String(n)}`, message: `Een klacht van nummer ${String(n)}` });
      await runComplaintCommand(tx, { type: 'SubmitComplaint', data: { number: 1, site: 'localhost', memberId: null, language: 'nl', ...texts(1), at } });
      t.clock.advance(60_000);
      await runComplaintCommand(tx, {
        type: 'SubmitComplaint', data: { number: 2, site: 'flirt.localhost', memberId, language: 'de', ...texts(2), at: new Date(at.getTime() + 366 * 86_400_000) },
      });
      await runComplaintCommand(tx, { type: 'AnswerComplaint', data: { number: 1, staffId: 1, answer: 'Opgelost, excuses.', at: t.clock.now() } });
    });
  };

  /**
   * A second staff member (one role, one site, not enrolled, never logged in), a demo staff login, a photo rejected with a reason, and
   * one of the demo's flagged about texts edited by a moderator.
   */
  const varyStaff = async () => {
    t.clock.advance(60_000);
    await t.db.transaction((tx) =>
      addStaff(tx, { email: 'flirt@staff.test', name: 'Flirt', password: 'staff-password', roles: ['moderator'], sites: ['flirt.localhost'], addedBy: 1 }, t.clock.now()));
    // …and one who left (removed, kept for the audit's names).
    await t.db.transaction(async (tx) => {
      const gone = await addStaff(tx, { email: 'gone@staff.test', name: 'Gone', password: 'staff-password', roles: ['desk'], sites: null, addedBy: 1 }, t.clock.now());
      if (gone === null) throw new Error('gone@staff.test exists already');
      await runStaffCommand(tx, { type: 'RemoveStaff', data: { staffId: gone, removedBy: 1, at: t.clock.now() } });
    });
    await logInDemoStaff(t.app, t.clock);
    const [photo] = await t.db.query<{ id: string; member_id: string }>("SELECT id, member_id FROM photos WHERE status = 'active' ORDER BY id LIMIT 1");
    if (photo === undefined) throw new Error('the demo data has no active photo');
    await t.db.transaction((tx) =>
      runPhotoCommand(tx, { type: 'RejectPhoto', data: { memberId: Number(photo.member_id), photoId: photo.id, staffId: 1, reason: 'poor_quality', at: t.clock.now() } }));
    // Two desk claims, by two staff members at two times.
    await t.db.transaction((tx) => runDeskCommand(tx, { type: 'ClaimConversation', data: { conversationId: 1, staffId: 1, at: t.clock.now() } }));
    t.clock.advance(60_000);
    await t.db.transaction((tx) => runDeskCommand(tx, { type: 'ClaimConversation', data: { conversationId: 2, staffId: 2, at: t.clock.now() } }));
    const [flagged] = await t.db.query<{ member_id: string; text: string }>(`SELECT f.member_id::text AS member_id, f.text FROM flagged_texts f JOIN members m ON m.id = f.member_id
        WHERE f.field = 'about' AND m.profile_status = 'active' ORDER BY f.flagged_at LIMIT 1`);
    if (flagged === undefined) throw new Error('the demo data has no flagged about text');
    const edited = await t.db.transaction((tx) => runAccountCommand(tx, Number(flagged.member_id), {
      type: 'EditText', data: { field: 'about', seen: flagged.text, replacement: 'Hallo!', reason: 'contact_details', staffId: 1, at: t.clock.now() },
    }));
    if (edited.kind === 'rejected') throw new Error(`the edit was refused: ${JSON.stringify(edited.reason)}`);
  };

  const varyBlocksAndReports = async (someone: number, another: number) => {
    const [third] = await t.db.query<{ id: number }>('SELECT id FROM members WHERE id NOT IN ($1, $2) ORDER BY id LIMIT 1', [someone, another]);
    if (third === undefined) throw new Error('the demo data has too few members');
    await t.db.transaction(async (tx) => {
      await runBlockCommand(tx, { type: 'BlockMember', data: { blocker: someone, blocked: another, at: t.clock.now() } });
      await runReportCommand(tx, { type: 'ReportProfile', data: { reporter: someone, reported: another, reason: 'spam', note: null, at: t.clock.now() } });
    });
    t.clock.advance(60_000);
    await t.db.transaction(async (tx) => {
      await runBlockCommand(tx, { type: 'BlockMember', data: { blocker: another, blocked: third.id, at: t.clock.now() } });
      await runReportCommand(tx, {
        type: 'ReportProfile',
        data: { reporter: another, reported: third.id, reason: 'harassment', note: 'Stuurt elke dag\nberichten.', conversationId: 4242, at: t.clock.now() },
      });
      // A moderator decides the first report; the second stays open.
      const [first] = await tx.query<{ id: string }>('SELECT id::text AS id FROM reports WHERE reported_id = $1', [another]);
      await runResolveReports(tx, {
        type: 'ResolveReports', data: { memberId: another, staffId: 1, decision: 'warn', reason: 'spam links', reportIds: [Number(first?.id)], at: t.clock.now() },
      });
    });
  };

  it('gives each column of each read table more than one value, and a rebuild gives the same tables', async () => {
    await varyTheEvents();
    const constant: string[] = [];
    for (const table of readTables) {
      const columns = await columnsOf(t.db, table);
      expect(columns.length).toBeGreaterThan(0);
      for (const column of columns) if ((await distinctValues(t.db, table, column)) < 2) constant.push(`${table}.${column}`);
    }
    // A column no event sets is a constant, and every alert or rule reading it can never fire on real data.
    expect(constant).toEqual([]);
    const live = await snapshot(t.db);
    await rebuildProjections(t.db);
    expect(await snapshot(t.db)).toEqual(live);
  });
});
