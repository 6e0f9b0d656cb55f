import * as t from 'io-ts';
import { rgbaToThumbHash } from 'thumbhash';

/**
 * A demo photo that is not stored as an upload but drawn from this recipe (an illustrated avatar of
 * @dicebear/collection): the same recipe always gives the same picture, so its files are rendered on
 * first request and the demo seed stays quick.
 */
export const AvatarStyle = t.keyof({ lorelei: null, notionists: null, adventurer: null, personas: null, avataaars: null });
export type AvatarStyle = t.TypeOf<typeof AvatarStyle>;

export const AvatarRecipe = t.type({
  style: AvatarStyle,
  seed: t.string,
  /** Background colour, six hex digits without '#'. */
  background: t.refinement(t.string, (s) => /^[0-9a-f]{6}$/.test(s), 'HexColour'),
  /** Mirrored: another pose of the same face. */
  flip: t.boolean,
});
export type AvatarRecipe = t.TypeOf<typeof AvatarRecipe>;

/** The ThumbHash (base64) of a square in the recipe's background colour: the avatar's placeholder, without drawing it. */
export const avatarThumbhash = ({ background }: AvatarRecipe): string => {
  const side = 8;
  const [r, g, b] = [0, 2, 4].map((at) => Number.parseInt(background.slice(at, at + 2), 16));
  const rgba = new Uint8Array(side * side * 4).map((_, i) => [r, g, b, 255][i % 4] ?? 255);
  return Buffer.from(rgbaToThumbHash(side, side, rgba)).toString('base64');
};
