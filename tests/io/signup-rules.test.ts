import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ageOn, calendarDay, dateOfBirthProblem, minimumAge, nameProblem } from '../../io/rules/signup-rules';

describe('signup rules (spec §5)', () => {
  it('refuses a name equal to the e-mail address, whatever its case and spaces, and a leading @', () => {
    expect(nameProblem(' Anna@Example.nl ', 'anna@example.nl')).toBe('same_as_email');
    expect(nameProblem('@anna', 'anna@example.nl')).toBe('starts_with_at');
    expect(nameProblem('Anna', 'anna@example.nl')).toBeNull();
    expect(nameProblem('an@na', 'anna@example.nl')).toBeNull();
  });

  it('tells a missing, an impossible and an under-age date of birth apart', () => {
    expect(dateOfBirthProblem('', '2026-11-26')).toBe('missing');
    expect(dateOfBirthProblem('2001-02-30', '2026-11-26')).toBe('invalid');
    expect(dateOfBirthProblem('26-11-2001', '2026-11-26')).toBe('invalid');
    expect(dateOfBirthProblem('2030-01-01', '2026-11-26')).toBe('invalid');
    expect(dateOfBirthProblem('1890-01-01', '2026-11-26')).toBe('invalid');
    expect(dateOfBirthProblem('2008-11-27', '2026-11-26')).toBe('under_age');
    expect(dateOfBirthProblem('2008-11-26', '2026-11-26')).toBeNull();
  });

  it('counts a 29 February birthday on 1 March in other years', () => {
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
  });

  it('lets in exactly those who turned 18 by today', () => {
    const day = fc.date({ min: new Date('1920-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true });
    fc.assert(
      fc.property(day, day, (born, now) => {
        fc.pre(born <= now);
        const [birth, today] = [calendarDay(born), calendarDay(now)];
        const eighteenth = `${String(Number(birth.slice(0, 4)) + minimumAge)}${birth.slice(4)}`;
        const adult = birth.endsWith('-02-29') ? today >= `${eighteenth.slice(0, 5)}03-01` : today >= eighteenth;
        const age = ageOn(birth, today) ?? -1;
        if (age > 120) return;
        expect(dateOfBirthProblem(birth, today) === null).toBe(adult);
      }),
    );
  });
});
