import type { SignupRequest } from '../../../io/entities/account';
import type { Settings } from '../../../io/entities/settings';
import { TrackingRecord } from '../../../io/entities/signup';
import { calendarDay, dateOfBirthProblem, nameProblem } from '../../../io/rules/signup-rules';

/** Why a signup is refused before anything is looked up: invite only (spec §6), or a field the shared rules refuse (spec §5). */
export type SignupRefusal = { readonly kind: 'closed' } | { readonly kind: 'invalid'; readonly field: 'name' | 'date_of_birth' };

/** The record's known parameters only: the codec is not exact inside, and only known names are kept with the account. */
export const keptTracking = (tracking: TrackingRecord | undefined): TrackingRecord => {
  const kept: Record<string, string> = {};
  for (const name of Object.keys(TrackingRecord.props)) {
    const value: unknown = tracking?.[name as keyof TrackingRecord];
    if (typeof value === 'string' && value !== '') kept[name] = value;
  }
  return kept;
};

/** A tracking record counts as a source when it holds any value (the codec keeps no empty one). */
export const hasTrackingSource = (tracking: TrackingRecord | undefined): boolean =>
  tracking !== undefined && Object.values(tracking).some((value) => typeof value === 'string' && value !== '');

/** Spec §6: visitors sign up when `signups` is 'all', or 'with_trafficsource' and they came with a tracking source; any other value is invite only. */
export const signupsOpen = (signups: Settings['signups'], tracking: TrackingRecord | undefined): boolean =>
  signups === 'all' || (signups === 'with_trafficsource' && hasTrackingSource(tracking));

/**
 * The new member's country: the visitor's (GeoIP, else the browser's language) when the site serves it,
 * else the site's first country; null for a site that serves none (it takes no members).
 */
export const signupCountry = (countries: Settings['countries'], visitor: string | null): string | null =>
  visitor !== null && countries.includes(visitor) ? visitor : countries[0] ?? null;

/**
 * The rules the browser applies too (io/rules/signup-rules.ts), with the server's calendar day; and a name
 * of at least 2 characters once its surrounding spaces are gone (the name is stored trimmed).
 */
export const signupRefusal = (request: SignupRequest, settings: Settings, now: Date): SignupRefusal | null => {
  if (!signupsOpen(settings.signups, keptTracking(request.tracking))) return { kind: 'closed' };
  if (nameProblem(request.name, request.email) !== null || request.name.trim().length < 2) return { kind: 'invalid', field: 'name' };
  if (dateOfBirthProblem(request.date_of_birth, calendarDay(now)) !== null) return { kind: 'invalid', field: 'date_of_birth' };
  return null;
};
