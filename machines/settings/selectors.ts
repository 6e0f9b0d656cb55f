import type { SnapshotFrom } from 'xstate';
import type { settingsMachine } from './settings.machine';

type SettingsSnapshot = SnapshotFrom<typeof settingsMachine>;

export const selectSettingsLoading = (s: SettingsSnapshot) => s.matches('loading');
export const selectSettingsLoadFailed = (s: SettingsSnapshot) => s.matches('loadFailed');
/** The blocked members, latest block first (same array until it changes). */
export const selectBlocked = (s: SettingsSnapshot) => s.context.blocked;
/** Invisible mode as the server last confirmed it. */
export const selectInvisible = (s: SettingsSnapshot) => s.context.invisible;
/** A change is on its way: the controls wait. */
export const selectSettingsBusy = (s: SettingsSnapshot) => s.hasTag('busy');
/** The last change failed (nothing changed). */
export const selectChangeFailed = (s: SettingsSnapshot) => s.matches({ ready: 'failed' });
