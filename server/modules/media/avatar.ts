/**
 * Demo avatars: no real photos, an abstract silhouette on a two-tone background, the same for the same
 * member id every time (the file can be cached and the demo looks stable across restarts).
 */
export type AvatarSize = 'full' | 'thumb';

const pixels: Record<AvatarSize, number> = { full: 400, thumb: 96 };

/** Spreads neighbouring ids far apart on the colour wheel (the golden angle). */
const hueOf = (id: number): number => Math.round((id * 137.508) % 360);

export const avatarSvg = (id: number, size: AvatarSize): string => {
  const hue = hueOf(id);
  const accent = (hue + 40) % 360;
  const px = pixels[size];
  // Ids vary the silhouette a little: head size and shoulder width.
  const head = 15 + (id % 4);
  const shoulders = 30 + (id % 5) * 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${px}" height="${px}" viewBox="0 0 100 100" role="img" aria-label="avatar">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="hsl(${hue} 60% 68%)"/><stop offset="1" stop-color="hsl(${accent} 55% 45%)"/>
</linearGradient></defs>
<rect width="100" height="100" fill="url(#g)"/>
<circle cx="82" cy="18" r="26" fill="#fff" fill-opacity="0.08"/>
<circle cx="50" cy="${58 - head}" r="${head}" fill="#fff" fill-opacity="0.88"/>
<path d="M${50 - shoulders} 100 C${50 - shoulders} 76 ${38 - shoulders / 6} 66 50 66 C${62 + shoulders / 6} 66 ${50 + shoulders} 76 ${50 + shoulders} 100 Z" fill="#fff" fill-opacity="0.88"/>
</svg>
`;
};

/** 'avatars/123.svg' and 'avatars/123-thumb.svg', as main_image.filename / thumb_filename name them. */
export const avatarImage = (id: number) => ({
  filename: `avatars/${id}.svg`,
  thumb_filename: `avatars/${id}-thumb.svg`,
  status: 'active' as const,
});

/** The id and size an avatar file name stands for, or undefined. */
export const parseAvatarFile = (file: string): { id: number; size: AvatarSize } | undefined => {
  const match = /^([1-9]\d{0,11})(-thumb)?\.svg$/.exec(file);
  if (match === null || match[1] === undefined) return undefined;
  return { id: Number(match[1]), size: match[2] === undefined ? 'full' : 'thumb' };
};
