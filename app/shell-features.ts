import type { AnyStateMachine } from 'xstate';
import { alertsMachine } from '../machines/alerts/alerts.machine';
import { createAlertsImplementations } from '../machines/alerts/implementations';
import { createLikeModalImplementations } from '../machines/like-modal/implementations';
import { likeModalMachine } from '../machines/like-modal/like-modal.machine';
import { createMatchModalImplementations } from '../machines/match-modal/implementations';
import { matchModalMachine } from '../machines/match-modal/match-modal.machine';
import { pushFeature } from '../machines/push/feature';
import { feature, type MachineOf } from '../machines/shared/feature';
import type { Platform } from '../machines/shared/platform';
import { createTimeBonusImplementations } from '../machines/time-bonus/implementations';
import { timeBonusMachine } from '../machines/time-bonus/time-bonus.machine';
import { createTrackingImplementations } from '../machines/tracking/implementations';
import { trackingMachine } from '../machines/tracking/tracking.machine';

/**
 * The shell's behaviours that render into the layouts' slots (alerts, modals) or run beside the page
 * (tracking). The server renders without them and the browser adds them after hydration, so they load as
 * their own chunk with app/wire-features.tsx, after the first paint. Same rules as app/features.ts: a new
 * one is one entry, checked by `feature()` and by tests/app/features.test.ts.
 */
export const shellFeatures = {
  alerts: feature(alertsMachine, createAlertsImplementations),
  timeBonus: feature(timeBonusMachine, createTimeBonusImplementations),
  likeModal: feature(likeModalMachine, createLikeModalImplementations),
  matchModal: feature(matchModalMachine, createMatchModalImplementations),
  tracking: feature(trackingMachine, createTrackingImplementations),
  // Started for a logged-in member only (app/wire-features.tsx).
  push: pushFeature,
};

type ShellFeatures = typeof shellFeatures;
/** Each shell feature's machine with its implementations provided. */
export type ProvidedShellMachines = { readonly [K in keyof ShellFeatures]: MachineOf<ShellFeatures[K]> };

/** Provides every shell feature's machine on the platform, each under its feature's name. */
export const provideShellFeatures = (platform: Platform): ProvidedShellMachines => {
  const provided: Record<string, AnyStateMachine> = {};
  for (const [name, entry] of Object.entries(shellFeatures)) provided[name] = entry.provide(platform);
  // Built key by key from `shellFeatures`, so every name holds its own feature's machine.
  return provided as ProvidedShellMachines;
};
