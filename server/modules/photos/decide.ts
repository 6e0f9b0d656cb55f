import { accept, reject, type Decision } from '../../events/decision';
import { photoLimits, type PhotoStatus } from '../../../io/entities/photo';
import type { PhotoRejectionReason } from '../../../io/entities/photo';
import type { PhotoEvent, PhotoSource, PhotosState } from './events';


interface PhotoRef {
  readonly memberId: number;
  readonly photoId: string;
  readonly at: Date;
}

export type PhotoCommand =
  | {
      readonly type: 'UploadPhoto';
      readonly data: PhotoRef & {
        readonly source: PhotoSource;
        /** paid_user: the higher limit. A member who stops being premium keeps the photos already there. */
        readonly premium: boolean;
        /** The site approves a photo that passed the checks at once (server/modules/photos/moderation.ts). */
        readonly autoApprove: boolean;
      };
    }
  | { readonly type: 'ApprovePhoto'; readonly data: PhotoRef & { readonly staffId?: number } }
  | { readonly type: 'RejectPhoto'; readonly data: PhotoRef & { readonly staffId?: number; readonly reason?: PhotoRejectionReason } }
  | { readonly type: 'DeletePhoto'; readonly data: PhotoRef }
  | { readonly type: 'ChooseMainPhoto'; readonly data: PhotoRef };

export type PhotoRejection = 'photo_limit_reached' | 'photo_not_found' | 'photo_rejected';

type PhotoDecision = Decision<PhotoEvent, PhotoRejection>;
type CommandOf<T extends PhotoCommand['type']> = Extract<PhotoCommand, { type: T }>;

const preference: ReadonlyArray<PhotoStatus> = ['active', 'pending', 'rejected'];

/** The photo that becomes main when the main one goes: the oldest active, else the oldest pending, else (if allowed) a rejected one. */
const successor = (state: PhotosState, leaving: string, statuses: ReadonlyArray<PhotoStatus>): string | undefined => {
  const others = [...state.photos].filter(([id]) => id !== leaving);
  for (const status of statuses) {
    const found = others.find(([, s]) => s === status);
    if (found !== undefined) return found[0];
  }
  return undefined;
};

const mainChosen = (data: PhotoRef, photoId: string): PhotoEvent => ({
  type: 'MainPhotoChosen', data: { memberId: data.memberId, photoId, chosenAt: data.at.toISOString() },
});

const kept = (state: PhotosState): number => [...state.photos.values()].filter((status) => status !== 'rejected').length;

/** The first photo becomes main. Uploading the same photo id again records nothing (a retried request). */
export const uploadPhoto = ({ data }: CommandOf<'UploadPhoto'>, state: PhotosState): PhotoDecision => {
  if (state.photos.has(data.photoId)) return accept();
  if (kept(state) >= (data.premium ? photoLimits.premium : photoLimits.free)) return reject('photo_limit_reached');
  const at = data.at.toISOString();
  const ref = { memberId: data.memberId, photoId: data.photoId };
  return accept<PhotoEvent>(
    { type: 'PhotoUploaded', data: { ...ref, source: data.source, uploadedAt: at } },
    ...(data.autoApprove ? [{ type: 'PhotoApproved' as const, data: { ...ref, approvedAt: at } }] : []),
    ...(state.main === null ? [mainChosen(data, data.photoId)] : []),
  );
};

export const approvePhoto = ({ data }: CommandOf<'ApprovePhoto'>, state: PhotosState): PhotoDecision => {
  const status = state.photos.get(data.photoId);
  if (status === undefined) return reject('photo_not_found');
  if (status === 'active') return accept();
  const by = data.staffId === undefined ? {} : { staffId: data.staffId };
  return accept({ type: 'PhotoApproved', data: { memberId: data.memberId, photoId: data.photoId, approvedAt: data.at.toISOString(), ...by } });
};

/** A rejected main photo hands main over to another photo that is not rejected; with none, it stays main (main_image status 'rejected', for its owner). */
export const rejectPhoto = ({ data }: CommandOf<'RejectPhoto'>, state: PhotosState): PhotoDecision => {
  const status = state.photos.get(data.photoId);
  if (status === undefined) return reject('photo_not_found');
  if (status === 'rejected') return accept();
  const next = state.main === data.photoId ? successor(state, data.photoId, ['active', 'pending']) : undefined;
  return accept<PhotoEvent>(
    {
      type: 'PhotoRejected',
      data: {
        memberId: data.memberId, photoId: data.photoId, rejectedAt: data.at.toISOString(),
        ...(data.staffId === undefined ? {} : { staffId: data.staffId }), ...(data.reason === undefined ? {} : { reason: data.reason }),
      },
    },
    ...(next === undefined ? [] : [mainChosen(data, next)]),
  );
};

export const deletePhoto = ({ data }: CommandOf<'DeletePhoto'>, state: PhotosState): PhotoDecision => {
  if (!state.photos.has(data.photoId)) return reject('photo_not_found');
  const next = state.main === data.photoId ? successor(state, data.photoId, preference) : undefined;
  return accept<PhotoEvent>(
    { type: 'PhotoDeleted', data: { memberId: data.memberId, photoId: data.photoId, deletedAt: data.at.toISOString() } },
    ...(next === undefined ? [] : [mainChosen(data, next)]),
  );
};

export const chooseMainPhoto = ({ data }: CommandOf<'ChooseMainPhoto'>, state: PhotosState): PhotoDecision => {
  const status = state.photos.get(data.photoId);
  if (status === undefined) return reject('photo_not_found');
  if (status === 'rejected') return reject('photo_rejected');
  if (state.main === data.photoId) return accept();
  return accept(mainChosen(data, data.photoId));
};

export const decide = (command: PhotoCommand, state: PhotosState): PhotoDecision => {
  switch (command.type) {
    case 'UploadPhoto':
      return uploadPhoto(command, state);
    case 'ApprovePhoto':
      return approvePhoto(command, state);
    case 'RejectPhoto':
      return rejectPhoto(command, state);
    case 'DeletePhoto':
      return deletePhoto(command, state);
    case 'ChooseMainPhoto':
      return chooseMainPhoto(command, state);
    default: {
      const _exhaustive: never = command;
      return _exhaustive;
    }
  }
};
