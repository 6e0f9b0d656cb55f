import type { Settings } from '../../../io/entities/settings';
import type { MemberSummary } from '../../../io/entities/member';
import { CountryCode } from '../../../io/codec/primitives';
import { Gender } from '../../../io/entities/profile-attributes';
import { MainImage } from '../../../io/entities/user';

/** A row of the members read table (see migrations/002_read_models.sql). */
export interface MemberRow {
  readonly id: number;
  readonly site: string;
  readonly email: string | null;
  readonly password_hash: string | null;
  readonly name: string;
  readonly gender: string;
  readonly birth_date: string;
  readonly country: string;
  readonly region: string;
  readonly city: string;
  readonly language: string;
  readonly fictional: boolean;
  readonly paid_user: boolean;
  readonly credits: number;
  readonly status: string;
  readonly profile_status: string;
  /** Invisible mode: never listed in search, never shown to others as a liker (issue 10). */
  readonly invisible: boolean;
  readonly main_image: unknown;
  readonly notifications_disabled: unknown;
  readonly signup_date: Date;
}

/** Columns of members for SELECTs, prefixed with a table alias. */
export const memberColumns = (alias: string): string =>
  ['id', 'site', 'email', 'password_hash', 'name', 'gender', 'birth_date', 'country', 'region', 'city', 'language', 'fictional',
    'paid_user', 'credits', 'status', 'profile_status', 'invisible', 'main_image', 'notifications_disabled', 'signup_date']
    .map((column) => `${alias}.${column}`)
    .join(', ');

/** A member row with the profile facts (migrations/006_profiles.sql), read only where a profile is shown. */
export interface ProfileRow extends MemberRow {
  /** The stated spec §3 traits (ProfileTraits). */
  readonly attributes: unknown;
  readonly interests: unknown;
  readonly about: string;
}

/** memberColumns and the profile facts: kept out of memberColumns, which every session lookup and search page reads. */
export const profileColumns = (alias: string): string =>
  [memberColumns(alias), ...['attributes', 'interests', 'about'].map((column) => `${alias}.${column}`)].join(', ');

/** A 'YYYY-MM-DD' birth date as numbers. */
interface BirthDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

const birthDateOf = (birthDate: string): BirthDate => {
  const [year = 0, month = 1, day = 1] = birthDate.split('-').map(Number);
  return { year, month, day };
};

/** Whole years between a birth date and `now` (UTC calendar). */
const yearsOn = ({ year, month, day }: BirthDate, now: Date): number => {
  const beforeBirthday = now.getUTCMonth() + 1 < month || (now.getUTCMonth() + 1 === month && now.getUTCDate() < day);
  return Math.max(0, now.getUTCFullYear() - year - (beforeBirthday ? 1 : 0));
};

/** Whole years between a 'YYYY-MM-DD' birth date and `now` (UTC calendar). */
export const ageOn = (birthDate: string, now: Date): number => yearsOn(birthDateOf(birthDate), now);

/** Read-table values are written from decoded events; a value that no longer fits its codec is a bug. */
export const checked = <A>(codec: { is: (u: unknown) => u is A; name: string }, value: unknown, what: string): A => {
  if (codec.is(value)) return value;
  throw new Error(`read table holds an invalid ${what} (${codec.name}): ${JSON.stringify(value)}`);
};

export const mainImageOf = (row: MemberRow): MainImage | null => (row.main_image === null ? null : checked(MainImage, row.main_image, 'main_image'));

type SummaryBase = Omit<MemberSummary, 'age' | 'fictional' | 'fictional_warning'>;

interface Summarised {
  readonly base: SummaryBase;
  readonly birth: BirthDate;
}

// Rows are immutable: the cached ones are read again on every request, so their checked, time-independent
// part is worked out once per row (a changed member is a new row object).
const summarised = new WeakMap<MemberRow, Summarised>();

const summarise = (row: MemberRow): Summarised => {
  const known = summarised.get(row);
  if (known !== undefined) return known;
  const fresh = {
    base: {
      id: row.id,
      name: row.name,
      gender: checked(Gender, row.gender, 'gender'),
      country: checked(CountryCode, row.country, 'country'),
      region: row.region,
      main_image: mainImageOf(row),
    },
    birth: birthDateOf(row.birth_date),
  };
  summarised.set(row, fresh);
  return fresh;
};

/** A member as cards, chats and likes show them; a fictional one carries the site's disclosure. */
export const summaryOf = (row: MemberRow, settings: Settings, now: Date): MemberSummary => {
  const { base: known, birth } = summarise(row);
  const base = { id: known.id, name: known.name, age: yearsOn(birth, now), gender: known.gender, country: known.country, region: known.region, main_image: known.main_image };
  return row.fictional
    ? { ...base, fictional: true, fictional_warning: settings.fictional_warning.singular }
    : { ...base, fictional: false };
};
