import { seedStaff } from './staff';
import type { Gender } from '../../io/entities/profile-attributes';
import type { Clock } from '../clock';
import type { Database, Queryable } from '../db/database';
import { runAccountCommand } from '../modules/accounts/commands';
import { hashPassword } from '../modules/accounts/password';
import { nextIds } from '../modules/ids';
import { yearsBefore } from '../modules/members/search';
import { runPhotoCommand } from '../modules/photos/commands';
import { runSiteCommand } from '../modules/sites/commands';
import { seedInteractions } from './interactions';
import { generateMembers, type DemoMember } from './members';
import { seedProfile } from './profiles';
import { demoPhotoId, seedPhotos } from './photos';
import { createPrng } from './prng';
import { company, flirtpunt, rendezvous, rendezvousFlaggedWords } from './sites';
import { seedFlaggedTexts } from './texts';

export const demoPassword = 'rendezvous-demo';

export interface DemoLogin {
  readonly email: string;
  readonly password: string;
  readonly site: string;
  readonly description: string;
}

export const demoLogins: ReadonlyArray<DemoLogin> = [
  { email: 'demo@rendezvous.test', password: demoPassword, site: 'localhost', description: 'free member, 0 credits, chats and likes' },
  { email: 'premium@rendezvous.test', password: demoPassword, site: 'localhost', description: 'premium member, 8 credits' },
  { email: 'new@rendezvous.test', password: demoPassword, site: 'localhost', description: 'signed up at first start: the 4-hour welcome bonus runs' },
];

/** Issue 14: the demo site keeps member photos pending until a moderator approves them in the staff console. */
const demoPhotoModeration = 'pre';

const defaultSite = { settings: rendezvous, company, photoModeration: demoPhotoModeration, flaggedWords: rendezvousFlaggedWords } as const;

/**
 * The default site must exist for the server to answer. Once it does, its admins own it (issue 14): a restart
 * never puts back the settings of this code over what the console published.
 */
export const ensureDefaultSite = (db: Database, now: Date) =>
  db.transaction(async (tx) => {
    const [existing] = await tx.query<{ domain: string }>('SELECT domain FROM sites WHERE domain = $1', [rendezvous.domain]);
    if (existing === undefined) await runSiteCommand(tx, { type: 'ConfigureSite', data: { ...defaultSite, at: now } });
  });

const register = async (tx: Queryable, memberId: number, member: DemoMember, account: { email: string; passwordHash: string } | null) => {
  const { hasAvatar, registeredAt, ...profile } = member;
  await runAccountCommand(tx, memberId, {
    type: 'RegisterMember',
    data: { ...profile, memberId, site: 'localhost', city: '', email: account?.email ?? null, passwordHash: account?.passwordHash ?? null, at: registeredAt },
  });
  await seedProfile(tx, memberId, member, registeredAt);
  if (hasAvatar) await seedPhotos(tx, memberId, registeredAt);
};

/** Hands out ids taken from a sequence in one go. */
const idPool = (ids: number[]) => ({
  take: (): number => {
    const id = ids.shift();
    if (id === undefined) throw new Error('ran out of demo ids');
    return id;
  },
});

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * 24 * 3_600_000);

/** The accounts that can log in: in NL, English interface. */
const accountMember = (name: string, gender: Gender, region: string, hasAvatar: boolean, registeredAt: Date, now: Date): DemoMember => ({
  name,
  gender,
  birthDate: yearsBefore(now, 34),
  country: 'NL',
  region,
  language: 'en',
  fictional: false,
  hasAvatar,
  registeredAt,
});

/**
 * The premium login's profile also shows the other photo states (spec §3): one photo waiting for a
 * moderator (as on a site that moderates by hand) and one a moderator rejected.
 */
const seedModeration = async (tx: Queryable, memberId: number, at: Date) => {
  const [waiting, refused] = [demoPhotoId(memberId, 10), demoPhotoId(memberId, 11)];
  const recipe = { style: 'lorelei', seed: `rendezvous-${memberId}-other`, background: 'ffdfbf', flip: false } as const;
  for (const photoId of [waiting, refused]) {
    await runPhotoCommand(tx, { type: 'UploadPhoto', data: { memberId, photoId, source: { kind: 'avatar', recipe }, premium: true, autoApprove: false, at } });
  }
  await runPhotoCommand(tx, { type: 'RejectPhoto', data: { memberId, photoId: refused, at } });
};

export interface SeedOptions {
  readonly members?: number;
  readonly seed?: number;
}

/**
 * Demo data, written as commands like any other write (so a projection rebuild reproduces it): two sites,
 * generated members (about 10% fictional), and two accounts that can log in, with chats and likes.
 */
export const seedDemo = async (db: Database, clock: Clock, options: SeedOptions = {}): Promise<ReadonlyArray<DemoLogin>> => {
  const now = clock.now();
  const prng = createPrng(options.seed ?? 20_261_122);
  await db.transaction(async (tx) => {
    // Flirtpunt keeps two years of chat history and shows photos at once; the default site the default year and pre-moderates.
    await runSiteCommand(tx, { type: 'ConfigureSite', data: { ...defaultSite, at: now } });
    await runSiteCommand(tx, { type: 'ConfigureSite', data: { settings: flirtpunt, company, chatHistoryDays: 730, photoModeration: 'post', at: now } });
  });
  const ids = idPool(await nextIds(db, 'member_id_seq', (options.members ?? 300) + demoLogins.length));
  const cast = generateMembers(prng, options.members ?? 300, now).map((member) => ({ id: ids.take(), member }));
  const [demoLogin, premiumLogin, newLogin] = demoLogins;
  if (demoLogin === undefined || premiumLogin === undefined || newLogin === undefined) throw new Error('demo logins missing');
  const accounts = [
    { id: ids.take(), login: demoLogin, member: accountMember('Demo', 'male', 'Noord-Holland', false, daysBefore(now, 10), now) },
    { id: ids.take(), login: premiumLogin, member: accountMember('Premium', 'female', 'Utrecht', true, daysBefore(now, 10), now) },
    { id: ids.take(), login: newLogin, member: accountMember('Nieuw', 'female', 'Zuid-Holland', false, now, now) },
  ];
  const hashes = await Promise.all(accounts.map(({ login }) => hashPassword(login.password)));
  await db.transaction(async (tx) => {
    for (const { id, member } of cast) await register(tx, id, member, null);
    for (const [i, { id, login, member }] of accounts.entries()) {
      await register(tx, id, member, { email: login.email, passwordHash: hashes[i] ?? '' });
    }
  });
  const [demo, premium] = accounts.map(({ id }) => id);
  if (demo === undefined || premium === undefined) throw new Error('demo accounts missing');
  await db.transaction((tx) => seedModeration(tx, premium, now));
  await db.transaction((tx) => seedFlaggedTexts(tx, cast.filter(({ member }) => !member.fictional).map(({ id }) => id), rendezvousFlaggedWords, now));
  await db.transaction((tx) => seedStaff(tx, now));
  await db.transaction((tx) => seedInteractions(tx, prng, { demo, premium, members: cast }, now));
  return demoLogins;
};
