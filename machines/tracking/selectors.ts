import type { SnapshotFrom } from 'xstate';
import type { trackingMachine } from './tracking.machine';
import { hasTrackingValues } from './tracking-params';

type TrackingSnapshot = SnapshotFrom<typeof trackingMachine>;

/** The visitor's tracking record ({} when none; the same object until it changes). */
export const selectTracking = (s: TrackingSnapshot) => s.context.tracking;
/** Spec §6: a tracking source is present (signups 'with_trafficsource'). */
export const selectHasTrafficSource = (s: TrackingSnapshot) => hasTrackingValues(s.context.tracking);
/** The current URL's lb parameter, or null. */
export const selectLb = (s: TrackingSnapshot) => s.context.lb;
/** The current URL says api_signup_complete (spec §4: the activation reminder becomes a modal on a smartphone). */
export const selectApiSignupComplete = (s: TrackingSnapshot) => s.context.apiSignupComplete;
