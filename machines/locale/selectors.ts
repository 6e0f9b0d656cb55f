import type { SnapshotFrom } from 'xstate';
import type { localeMachine } from './locale.machine';
import type { MessagePack } from '../../io/message-packs';

type LocaleSnapshot = SnapshotFrom<typeof localeMachine>;

/** The interface language in use. */
export const selectLocale = (s: LocaleSnapshot) => s.context.locale;
/** Its compiled messages (the same object until the language changes). */
export const selectMessages = (s: LocaleSnapshot) => s.context.messages;
/** False only while the first messages load. */
export const selectIsReady = (s: LocaleSnapshot) => !s.matches('loading');
/** True while another language's messages load. */
export const selectIsSwitching = (s: LocaleSnapshot) => s.matches('switching');
/** The languages with messages (a stable array from the input). */
export const selectAvailable = (s: LocaleSnapshot) => s.context.available;
/** True once these packs are in the messages, or have failed to load (their texts then show in Dutch); a switch being saved to the account does not hold a screen back. */
export const selectHasPacks = (packs: ReadonlyArray<MessagePack>) => (s: LocaleSnapshot) =>
  (s.matches('ready') || s.matches('persisting')) && packs.every((pack) => s.context.loaded.includes(pack) || s.context.failed.includes(pack));
