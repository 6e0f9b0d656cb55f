import { createAvatar } from '@dicebear/core';
import { adventurer, avataaars, lorelei, notionists, personas } from '@dicebear/collection';
import sharp from 'sharp';
import type { AvatarRecipe, AvatarStyle } from './recipe';

// Illustrated avatar styles of @dicebear/collection (MIT code; each style's artwork licence is listed in
// server/README.md's credits). All draw people, so a demo profile looks like someone.
// One drawing function per style: the styles' option types differ, so they cannot share one createAvatar call.
interface Common {
  readonly seed: string;
  readonly backgroundColor: string[];
  readonly size: number;
  readonly flip: boolean;
}
const styles: Record<AvatarStyle, (options: Common) => string> = {
  lorelei: (options) => createAvatar(lorelei, options).toString(),
  notionists: (options) => createAvatar(notionists, options).toString(),
  adventurer: (options) => createAvatar(adventurer, options).toString(),
  personas: (options) => createAvatar(personas, options).toString(),
  avataaars: (options) => createAvatar(avataaars, options).toString(),
};

/** The recipe drawn as a PNG of 800 px, offline: the input the upload pipeline then checks and re-encodes like any photo. */
export const renderAvatar = async (recipe: AvatarRecipe): Promise<Buffer> => {
  const svg = styles[recipe.style]({ seed: recipe.seed, backgroundColor: [recipe.background], size: 800, flip: recipe.flip });
  // No compression: the PNG is only handed to processPhoto, never stored.
  return sharp(Buffer.from(svg)).png({ compressionLevel: 0 }).toBuffer();
};
