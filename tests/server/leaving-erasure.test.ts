import { describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { AccountEvent } from '../../server/modules/accounts/events';
import { DomainEvent } from '../../server/modules/domain-event';
import { runErasurePass } from '../../server/modules/leaving/erasure-job';
import { loginStreamId } from '../../server/modules/login/login-key';
import { createPhotoFiles } from '../../server/modules/photos/photo-files';
import { photoFile } from '../../server/modules/photos/variants';
import { readTables } from '../../server/modules/projections';
import { rebuildProjections } from '../../server/modules/rebuild';
import { useTestApp } from './support/app';
import { drivers } from './support/database';
import { deleteWithComment, personWithData, type PersonWithData } from './support/personal-data';
import { useTemporaryPhotoStorage } from './support/photos';

const dayMs = 86_400_000;

/** Every table of the database, read tables and operational ones alike. */
const allTables = async (db: Database): Promise<ReadonlyArray<string>> =>
  (await db.query<{ table_name: string }>(
    "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY 1",
  )).map((row) => row.table_name);

/** Where `text` is still found, case-insensitively: 'events', or the names of the tables that hold it in some row. */
const placesHolding = async (db: Database, text: string): Promise<ReadonlyArray<string>> => {
  const places: string[] = [];
  for (const table of await allTables(db)) {
    const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} AS r WHERE r::text ILIKE $1`, [`%${text}%`]);
    if ((row?.n ?? 0) > 0) places.push(table);
  }
  return places;
};

const snapshot = async (db: Database) => {
  const tables: Record<string, unknown[]> = {};
  for (const table of readTables) tables[table] = await db.query(`SELECT * FROM ${table} ORDER BY 1, 2`);
  return tables;
};

describe.each(drivers)('erasing a deleted account after 14 days on %s', (driver) => {
  const storage = useTemporaryPhotoStorage();
  const t = useTestApp(driver, { demoMembers: 0, photoStorage: storage, approvesPhotosAutomatically: () => true });
  const pass = () => runErasurePass({ db: t.db, clock: t.clock, files: createPhotoFiles(storage), log: (message, error) => { throw new Error(message, { cause: error }); } });
  const personal = (person: PersonWithData): ReadonlyArray<string> => Object.values<string>({ ...person.facts });
  const statusOf = async (memberId: number) =>
    (await t.db.query<{ profile_status: string }>('SELECT profile_status FROM members WHERE id = $1', [memberId]))[0]?.profile_status;

  it('waits the 14 days: the last instant before them erases nothing, the first one erases', async () => {
    const person = await personWithData(t, storage, 'waits');
    await deleteWithComment(t, person);
    t.clock.advance(14 * dayMs - 1);
    expect(await pass()).toBe(0);
    expect(await statusOf(person.member.id)).toBe('deleted');
    t.clock.advance(1);
    expect(await pass()).toBe(1);
    expect(await statusOf(person.member.id)).toBe('erased');
    expect(await pass()).toBe(0); // final: nothing left to erase
  });

  it('leaves nothing personal in any table or event, removes the photo files, and a rebuild brings nothing back', async () => {
    const person = await personWithData(t, storage, 'gone');
    const bystander = await personWithData(t, storage, 'stays');
    await deleteWithComment(t, person);
    for (const text of personal(person)) expect(await placesHolding(t.db, text), text).not.toEqual([]);
    t.clock.advance(14 * dayMs);
    expect(await pass()).toBe(1);

    // The IBAN and phone of the bystander's own mandate are the same test values: look for this member's facts only.
    const own = personal(person).filter((text) => text !== person.facts.iban && text !== person.facts.phone);
    for (const text of own) expect(await placesHolding(t.db, text), text).toEqual([]);
    const [mandate] = await t.db.query<Record<string, string>>('SELECT account_holder, iban, phone, city FROM direct_debit_mandates WHERE member_id = $1', [person.member.id]);
    expect(mandate).toEqual({ account_holder: '', iban: '', phone: '', city: '' });
    for (const photoId of person.photoIds) expect(await storage.get(photoFile(person.member.id, photoId, 'full')), photoId).toBeUndefined();
    expect(await t.db.query('SELECT * FROM events WHERE stream_id = $1', [loginStreamId('localhost', person.facts.email)])).toEqual([]);

    const live = await snapshot(t.db);
    await rebuildProjections(t.db);
    expect(await snapshot(t.db)).toEqual(live);
    for (const text of own) expect(await placesHolding(t.db, text), text).toEqual([]);

    // The other member (not deleted: no comment) keeps everything.
    for (const text of personal(bystander).filter((text) => text !== bystander.facts.deletionComment)) expect(await placesHolding(t.db, text), text).not.toEqual([]);
    for (const photoId of bystander.photoIds) expect(await storage.get(photoFile(bystander.member.id, photoId, 'full')), photoId).toBeDefined();
  });

  it('keeps every redacted event decodable, and the money: payments and the ledger naming only the member id', async () => {
    const person = await personWithData(t, storage, 'money');
    await deleteWithComment(t, person);
    t.clock.advance(14 * dayMs);
    expect(await pass()).toBe(1);
    const rows = await t.db.query<{ type: string; data: unknown }>('SELECT type, data FROM events ORDER BY position');
    expect(rows.filter((row) => !DomainEvent.is(row)).map((row) => row.type)).toEqual([]);
    const account = await t.db.query<{ type: string; data: unknown }>('SELECT type, data FROM events WHERE stream_id = $1 ORDER BY version', [`account-${String(person.member.id)}`]);
    expect(account.map((row) => row.type)).toContain('CreditsGranted');
    expect(account.at(-1)?.type).toBe('AccountErased');
    expect(account.every((row) => AccountEvent.is(row))).toBe(true);
    const [member] = await t.db.query<Record<string, unknown>>('SELECT email, name, birth_date, credits, about FROM members WHERE id = $1', [person.member.id]);
    expect(member).toEqual({ email: null, name: '', birth_date: '1900-01-01', credits: 10, about: '' });
  });

  it('erases nothing of an account reactivated within the 14 days, nor of one never deleted', async () => {
    const person = await personWithData(t, storage, 'back');
    await deleteWithComment(t, person);
    t.clock.advance(13 * dayMs);
    const back = await t.app.inject({ method: 'POST', url: '/api/user.php', payload: { email: person.facts.email, password: 'leaving-test-password', reactivate: true } });
    expect(back.statusCode).toBe(200);
    t.clock.advance(30 * dayMs);
    expect(await pass()).toBe(0);
    expect(await statusOf(person.member.id)).toBe('active');
    expect(await statusOf(person.partner.id)).toBe('active');
    for (const text of personal(person)) expect(await placesHolding(t.db, text), text).not.toEqual([]);
  });
});
