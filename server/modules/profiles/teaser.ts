import type { Settings } from '../../../io/entities/settings';
import type { MemberTeaser } from '../../../io/public-page';
import type { Queryable } from '../../db/database';
import { listOf } from '../photos/list';
import type { PhotoFiles } from '../photos/photo-files';
import { findViewableProfile } from './read';
import { memberProfileOf } from './views';

/**
 * One member as a member landing shows them to a visitor: the visitor rules of search (the site's fictional
 * profiles always, real members where the site allows logged-out search) and the photos a visitor
 * receives (blurred on the server beyond the main photo). undefined: no such member for a visitor.
 */
export const memberTeaserFor = async (db: Queryable, files: PhotoFiles, id: number, settings: Settings, now: Date): Promise<MemberTeaser | undefined> => {
  const row = await findViewableProfile(db, { id, countries: settings.countries, viewerId: null });
  if (row === undefined) return undefined;
  const { photos } = await listOf(db, files, id, null);
  return { profile: memberProfileOf(row, settings, now), photos };
};
