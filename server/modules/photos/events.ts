import * as t from 'io-ts';
import { eventCodec as event, type Aggregate } from '../../events/event';
import { Id, IsoDateTime } from '../../../io/codec/primitives';
import { PhotoId, PhotoRejectionReason, type PhotoStatus } from '../../../io/entities/photo';
import { AvatarRecipe } from './recipe';

/**
 * An upload's files are in the store, its placeholder in the event; a demo avatar's files are drawn from its
 * recipe, its placeholder (the background's colour, absent from events stored before it existed) in the event.
 */
export const PhotoSource = t.union([
  t.type({ kind: t.literal('upload'), thumbhash: t.string }),
  t.intersection([t.type({ kind: t.literal('avatar'), recipe: AvatarRecipe }), t.partial({ thumbhash: t.string })]),
]);
export type PhotoSource = t.TypeOf<typeof PhotoSource>;

/** Stream `photos-<memberId>`. An uploaded photo is pending until approved (at once when the site approves automatically). */
export const PhotoUploaded = event('PhotoUploaded', { memberId: Id, photoId: PhotoId, source: PhotoSource, uploadedAt: IsoDateTime });
/** `staffId`: the moderator who decided (none for the automatic checks, the demo seed and events stored before the console). */
export const PhotoApproved = t.type({
  type: t.literal('PhotoApproved'),
  data: t.intersection([t.type({ memberId: Id, photoId: PhotoId, approvedAt: IsoDateTime }), t.partial({ staffId: Id })]),
});
/** `reason`: what the owner is told, in their language. */
export const PhotoRejected = t.type({
  type: t.literal('PhotoRejected'),
  data: t.intersection([t.type({ memberId: Id, photoId: PhotoId, rejectedAt: IsoDateTime }), t.partial({ staffId: Id, reason: PhotoRejectionReason })]),
});
export const PhotoDeleted = event('PhotoDeleted', { memberId: Id, photoId: PhotoId, deletedAt: IsoDateTime });
/** The profile's main photo (main_image, what search cards show). */
export const MainPhotoChosen = event('MainPhotoChosen', { memberId: Id, photoId: PhotoId, chosenAt: IsoDateTime });

export const PhotoEvent = t.union([PhotoUploaded, PhotoApproved, PhotoRejected, PhotoDeleted, MainPhotoChosen]);
export type PhotoEvent = t.TypeOf<typeof PhotoEvent>;

export interface PhotosState {
  /** The member's photos in upload order (a Map keeps insertion order). */
  readonly photos: ReadonlyMap<string, PhotoStatus>;
  readonly main: string | null;
}

export const initialState = (): PhotosState => ({ photos: new Map(), main: null });

const withStatus = (state: PhotosState, photoId: string, status: PhotoStatus): PhotosState =>
  state.photos.has(photoId) ? { ...state, photos: new Map([...state.photos, [photoId, status]]) } : state;

export const evolve = (state: PhotosState, event: PhotoEvent): PhotosState => {
  switch (event.type) {
    case 'PhotoUploaded':
      return { ...state, photos: new Map([...state.photos, [event.data.photoId, 'pending']]) };
    case 'PhotoApproved':
      return withStatus(state, event.data.photoId, 'active');
    case 'PhotoRejected':
      return withStatus(state, event.data.photoId, 'rejected');
    case 'PhotoDeleted':
      return {
        photos: new Map([...state.photos].filter(([id]) => id !== event.data.photoId)),
        main: state.main === event.data.photoId ? null : state.main,
      };
    case 'MainPhotoChosen':
      return { ...state, main: event.data.photoId };
  }
};

export const photosStreamId = (memberId: number): string => `photos-${memberId}`;

export const photosAggregate: Aggregate<PhotosState, PhotoEvent> = { codec: PhotoEvent, initialState, evolve };
