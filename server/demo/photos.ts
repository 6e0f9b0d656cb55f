import { createHash } from 'node:crypto';
import type { Queryable } from '../db/database';
import type { ChatPhotoRef } from '../modules/conversations/events';
import { runPhotoCommands } from '../modules/photos/commands';
import { avatarThumbhash, type AvatarRecipe, type AvatarStyle } from '../modules/photos/recipe';

const styles: ReadonlyArray<AvatarStyle> = ['lorelei', 'notionists', 'adventurer', 'personas', 'avataaars'];
const backgrounds: ReadonlyArray<string> = ['b6e3f4', 'c0aede', 'd1d4f9', 'ffd5dc', 'ffdfbf', 'c7f0d8', 'f4e3b6'];

/** A demo photo's id: the same for the same member and position on every seed, 22 base64url characters like an upload's. */
export const demoPhotoId = (memberId: number, index: number): string =>
  createHash('sha256').update(`demo-photo:${memberId}:${index}`).digest('base64url').slice(0, 22);

/**
 * 3 to 5 pictures of one illustrated person per member: the style and the face come from the member id
 * (so the same member looks the same on every seed), the photos differ in background and pose.
 */
export const demoRecipes = (memberId: number): ReadonlyArray<AvatarRecipe & { readonly photoId: string }> => {
  const style = styles[memberId % styles.length] ?? 'lorelei';
  const count = 3 + (memberId % 3);
  return Array.from({ length: count }, (_, i) => ({
    photoId: demoPhotoId(memberId, i),
    style,
    seed: `rendezvous-${memberId}`,
    background: backgrounds[(memberId + i * 3) % backgrounds.length] ?? 'b6e3f4',
    flip: i % 2 === 1,
  }));
};

/**
 * Uploads a member's demo photos through the photo commands, approved at once. Only events are written:
 * the files are drawn from the recipes on first request (server/modules/photos/photo-files.ts). Up to 5
 * photos: the seed counts as premium (the operator's profiles, and members who were premium once).
 */
export const seedPhotos = async (tx: Queryable, memberId: number, at: Date): Promise<void> => {
  const uploads = demoRecipes(memberId).map(({ photoId, ...recipe }) => ({
    type: 'UploadPhoto' as const,
    data: { memberId, photoId, source: { kind: 'avatar' as const, recipe, thumbhash: avatarThumbhash(recipe) }, premium: true, autoApprove: true, at },
  }));
  const decision = await runPhotoCommands(tx, memberId, uploads, at);
  if (decision.kind === 'rejected') throw new Error(`demo photos of member ${memberId} refused: ${decision.reason}`);
};

/**
 * A photo the member sends in a demo conversation: the same person in another pose and colour, drawn on
 * first request like their profile photos, but none of them (a chat photo is not on the profile).
 */
export const demoChatPhoto = (memberId: number, n: number): ChatPhotoRef => {
  const [first] = demoRecipes(memberId);
  const recipe: AvatarRecipe = { style: first?.style ?? 'lorelei', seed: `rendezvous-${memberId}`, background: backgrounds[(memberId + n) % backgrounds.length] ?? 'c7f0d8', flip: n % 2 === 0 };
  return { photoId: demoPhotoId(memberId, 100 + n), source: { kind: 'avatar', recipe, thumbhash: avatarThumbhash(recipe) } };
};
