import type { Queryable } from '../db/database';
import { runLikeCommand } from '../modules/likes/commands';
import type { MessageAttachment } from '../modules/conversations/decide';
import { playChat } from './conversations';
import { demoChatPhoto } from './photos';
import type { DemoMember } from './members';
import type { Prng } from './prng';
import { seedSwipes } from './swipes';
import { chargeDemoGift, seedDemoPurchase } from './payments';
import { rendezvous } from './sites';

export interface Cast {
  readonly demo: number;
  readonly premium: number;
  readonly members: ReadonlyArray<{ readonly id: number; readonly member: DemoMember }>;
}

const hourMs = 3_600_000;

/** Draws distinct members without putting any back. */
const drawFrom = <T>(prng: Prng, items: ReadonlyArray<T>) => {
  const left = [...items];
  return (count: number): T[] =>
    Array.from({ length: Math.min(count, left.length) }, () => left.splice(prng.int(0, left.length - 1), 1)).flat();
};

const hoursAgo = (now: Date, hours: number): Date => new Date(now.getTime() - hours * hourMs);

/** `likers` like `member`; the older ones beyond `fresh` have been seen. */
const receiveLikes = async (tx: Queryable, member: number, likers: ReadonlyArray<number>, fresh: number, now: Date) => {
  for (const [i, from] of likers.entries()) {
    const at = hoursAgo(now, 2 + i * 7);
    await runLikeCommand(tx, { type: 'GiveLike', data: { from, to: member, at } });
    if (i >= fresh) await runLikeCommand(tx, { type: 'MarkLikeSeen', data: { from, to: member, at: new Date(at.getTime() + hourMs) } });
  }
};

/**
 * The demo account: 6 chats (3 with unread messages, one with a fictional profile), 8 likes received
 * (4 new) and 3 given. The premium account: 3 chats (and one removed), 3 likes received, 10 credits bought (the first chat's chocolates cost 2). Both swiped on earlier days
 * (demo: 3 passes, so its 3 likes given stay 3; premium: 1 like, 2 passes).
 */
export const seedInteractions = async (tx: Queryable, prng: Prng, cast: Cast, now: Date): Promise<void> => {
  const realCast = cast.members.filter(({ member }) => !member.fictional && member.hasAvatar);
  const genderOf = new Map(realCast.map(({ id, member }) => [id, member.gender]));
  const real = drawFrom(prng, realCast.map(({ id }) => id));
  const withGender = (ids: ReadonlyArray<number>) => ids.flatMap((id) => { const gender = genderOf.get(id); return gender === undefined ? [] : [{ id, gender }]; });
  const fictional = drawFrom(prng, cast.members.filter(({ member }) => member.fictional).map(({ id }) => id));
  const { demo, premium } = cast;

  const demoPartners = [...real(5), ...fictional(1)];
  for (const [i, partner] of demoPartners.entries()) {
    const unread = i < 3 ? prng.int(1, 3) : 0;
    // The first: the demo member answered with a rose, and an unread photo came back (locked for a free member).
    const attachments = i === 0 ? new Map<number, MessageAttachment>([[1, { gift: 'rose' }], [2, { photo: demoChatPhoto(partner, 1) }]]) : undefined;
    await playChat(tx, prng, { member: demo, partner, exchanged: 2 * prng.int(1, 3), unread, startedAt: hoursAgo(now, 16 + i * 9), attachments });
  }
  await receiveLikes(tx, demo, real(8), 4, now);
  for (const [i, to] of real(3).entries()) await runLikeCommand(tx, { type: 'GiveLike', data: { from: demo, to, at: hoursAgo(now, 5 + i) } });

  // The premium member bought 10 credits before their chats, and spent 2 of them on the chocolates: 8 left.
  await seedDemoPurchase(tx, premium, hoursAgo(now, 60));
  for (const [i, partner] of real(3).entries()) {
    const exchanged = 2 * prng.int(1, 3);
    // The first: chocolates from the premium member, and the partner's newest (unread) message a photo.
    const attachments = i === 0 ? new Map<number, MessageAttachment>([[1, { gift: 'chocolates' }], [exchanged + 1, { photo: demoChatPhoto(partner, 2) }]]) : undefined;
    const played = await playChat(tx, prng, { member: premium, partner, exchanged, unread: i === 0 ? 2 : 0, startedAt: hoursAgo(now, 20 + i * 11), attachments });
    const chocolates = i === 0 ? played.messages[1] : undefined;
    if (chocolates !== undefined) await chargeDemoGift(tx, premium, { conversationId: played.conversationId, messageId: chocolates.id, credits: rendezvous.gift_credits, at: chocolates.at });
  }
  await receiveLikes(tx, premium, real(3), 2, now);

  // Drawn last, so the draws above stay as they were; members drawn before are not swiped on again.
  await seedSwipes(tx, { member: demo, drawn: withGender(real(12)), likes: 0, passes: 3 }, now);
  await seedSwipes(tx, { member: premium, drawn: withGender(real(12)), likes: 1, passes: 2 }, now);
  // A fourth chat of the premium account, removed from its list: the other member still has it.
  for (const partner of [...fictional(1), ...real(1)].slice(0, 1)) await playChat(tx, prng, { member: premium, partner, exchanged: 2, unread: 0, startedAt: hoursAgo(now, 70), removed: true });
};
