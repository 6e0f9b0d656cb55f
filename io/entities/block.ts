import * as t from 'io-ts';
import { closed } from '../codec/closed';
import { Id, IdFromString, IsoDateTime } from '../codec/primitives';
import { MainImage } from './user';

export const BlockRequest = closed({ member_id: Id }, 'BlockRequest');
export const UnblockQuery = closed({ member_id: IdFromString }, 'UnblockQuery');

/** A member the viewer blocked, as the settings list shows them (to unblock). */
export const BlockedMember = t.type({
  id: Id,
  name: t.string,
  main_image: t.union([MainImage, t.null]),
  blocked_at: IsoDateTime,
});
export type BlockedMember = t.TypeOf<typeof BlockedMember>;

/** Latest block first. */
export const BlockedMembers = t.type({ blocked: t.array(BlockedMember) });
