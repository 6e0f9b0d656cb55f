/**
 * The signup rules of spec §5 that both sides apply: the browser to say what is wrong before sending, the
 * server to refuse what a browser let through. Pure; "today" is passed in (the server's clock, or the
 * browser's, as a calendar date YYYY-MM-DD).
 */

/** Spec §5 leaves the minimum age out; an adult site's is 18. */
export const minimumAge = 18;

export type NameProblem = 'same_as_email' | 'starts_with_at';
export type DateOfBirthProblem = 'missing' | 'invalid' | 'under_age';

/** 'Je profielnaam moet anders zijn dan je e-mailadres' (case and surrounding spaces ignored), and no leading @. */
export const nameProblem = (name: string, email: string): NameProblem | null => {
  const trimmed = name.trim();
  if (trimmed.startsWith('@')) return 'starts_with_at';
  if (trimmed !== '' && trimmed.toLowerCase() === email.trim().toLowerCase()) return 'same_as_email';
  return null;
};

const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Year, month, day of a real calendar date (no 31 February), or null. */
const calendarDate = (value: string): readonly [number, number, number] | null => {
  const match = datePattern.exec(value);
  if (match === null) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? [year, month, day] : null;
};

/** Whole years from the date of birth to `today` (both YYYY-MM-DD); someone born on 29 February turns a year older on 1 March. */
export const ageOn = (dateOfBirth: string, today: string): number | null => {
  const born = calendarDate(dateOfBirth);
  const now = calendarDate(today);
  if (born === null || now === null) return null;
  const hadBirthday = now[1] > born[1] || (now[1] === born[1] && now[2] >= born[2]);
  return now[0] - born[0] - (hadBirthday ? 0 : 1);
};

/** Missing: 'Vul uw geboortedatum in ({min_age}+ jaar)'; invalid (or not in the past 120 years): 'Ongeldige geboortedatum.'; under 18. */
export const dateOfBirthProblem = (value: string, today: string): DateOfBirthProblem | null => {
  if (value.trim() === '') return 'missing';
  const age = ageOn(value, today);
  if (age === null || age < 0 || age > 120) return 'invalid';
  return age < minimumAge ? 'under_age' : null;
};

/** Today's calendar date in UTC, as the rules read it. */
export const calendarDay = (at: Date): string => at.toISOString().slice(0, 10);
