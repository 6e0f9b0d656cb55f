import type { SnapshotFrom } from 'xstate';
import type { profileViewMachine } from './profile-view.machine';

type ProfileViewSnapshot = SnapshotFrom<typeof profileViewMachine>;

/** The dialog open over the profile, or null. */
export type ProfileDialog = 'loginRequired' | 'blockConfirm' | 'blocking' | 'blockFailed';

const dialogs: ReadonlyArray<ProfileDialog> = ['loginRequired', 'blockConfirm', 'blocking', 'blockFailed'];

export const selectIsLoading = (s: ProfileViewSnapshot) => s.matches('loading');
export const selectHasFailed = (s: ProfileViewSnapshot) => s.matches('failed');
export const selectIsNotFound = (s: ProfileViewSnapshot) => s.matches('notFound');
/** Blocked: the screen leaves to the members list. */
export const selectHasLeft = (s: ProfileViewSnapshot) => s.matches('left');
/** The member, once loaded (null before). */
export const selectMember = (s: ProfileViewSnapshot) => s.context.member;
export const selectPhotos = (s: ProfileViewSnapshot) => s.context.photos;
/** The 0-based index of the photo the gallery shows. */
export const selectPhotoIndex = (s: ProfileViewSnapshot) => s.context.index;
export const selectIsLiked = (s: ProfileViewSnapshot) => s.context.liked;
/** A like or unlike on its way to the server: the button waits. */
export const selectIsLikeBusy = (s: ProfileViewSnapshot) => !s.matches({ ready: { like: 'idle' } });
export const selectIsVisitor = (s: ProfileViewSnapshot) => s.context.viewer === 'visitor';
export const selectDialog = (s: ProfileViewSnapshot): ProfileDialog | null => dialogs.find((dialog) => s.matches({ ready: { dialog } })) ?? null;
/** Whether the gallery has a photo before / after the one shown. */
export const selectHasPreviousPhoto = (s: ProfileViewSnapshot) => s.context.index > 0;
export const selectHasNextPhoto = (s: ProfileViewSnapshot) => s.context.index < s.context.photos.length - 1;
/** Where the chat button leads; null for a visitor, whose click gets the login notice instead. */
export const selectChatHref = (s: ProfileViewSnapshot) => (s.context.viewer === 'visitor' ? null : `/members/${s.context.memberId}/chat`);
