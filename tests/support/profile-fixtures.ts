import type { PhotoView } from '../../io/entities/photo';
import type { MemberProfile } from '../../io/entities/profile';

type Disclosure = { fictional: false } | { fictional: true; fictional_warning: string };

/** Another member's profile as GET /api/member.php answers it. */
export const aProfile = (
  id: number,
  overrides: Partial<Omit<MemberProfile, 'fictional' | 'fictional_warning'>> = {},
  disclosure: Disclosure = { fictional: false },
): MemberProfile => ({
  id,
  name: `Member ${id}`,
  age: 34,
  gender: 'female',
  living_area: { country: 'NL', region: 'Utrecht', city: 'Utrecht' },
  interests: ['hiking', 'wine'],
  paid_user: false,
  main_image: { filename: `photos/${id}/main.webp`, thumb_filename: `photos/${id}/main-card.webp`, status: 'active' },
  liked_by_viewer: false,
  likes_viewer: false,
  ...overrides,
  ...disclosure,
});

/** The `n`th photo (0-based) of a member: the first is the main one, the others locked when `locked`. */
export const aPhoto = (n: number, locked = false): PhotoView => ({
  id: `photo${String(n).padStart(17, '0')}`,
  status: 'active',
  main: n === 0,
  locked: n > 0 && locked,
  files: { full: `photos/p${n}.webp`, card: `photos/p${n}-card.webp`, thumb: `photos/p${n}-thumb.webp` },
  thumbhash: '',
});

export const somePhotos = (count: number, locked = false): PhotoView[] => Array.from({ length: count }, (_, n) => aPhoto(n, locked));
