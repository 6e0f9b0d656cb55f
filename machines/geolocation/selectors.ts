import type { SnapshotFrom } from 'xstate';
import type { geolocationMachine } from './geolocation.machine';

type GeolocationSnapshot = SnapshotFrom<typeof geolocationMachine>;

/** Spec §4: unsupported, unknown or the browser's state; null until known. */
export const selectPermission = (s: GeolocationSnapshot) => s.context.permission;
/** The locate button's style (spec §4): active while locating, error after a refusal or failure. */
export const selectButtonStyle = (s: GeolocationSnapshot): 'active' | 'error' | null => (s.hasTag('active') ? 'active' : s.hasTag('error') ? 'error' : null);
export const selectCanLocate = (s: GeolocationSnapshot) => s.can({ type: 'geo.locate' });
/** Why the member chooses by hand: no geolocation, refused, failed, or nothing known near. */
export const selectManualReason = (s: GeolocationSnapshot): 'unsupported' | 'refused' | 'failed' | 'notFound' | null =>
  s.matches('unsupported') ? 'unsupported' : s.matches('refused') ? 'refused' : s.matches('failed') ? 'failed' : s.matches('notFound') ? 'notFound' : null;
