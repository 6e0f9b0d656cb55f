import { describe, expect, it } from 'vitest';
import { Locale } from '../../io/entities/locale';
import { AboutText } from '../../io/entities/profile';
import { ProfileTraits, InterestTag } from '../../io/entities/profile-attributes';
import { aboutPhrases } from '../../server/demo/about-phrases';
import { useTestApp } from './support/app';

interface DemoProfileRow {
  readonly id: number;
  readonly language: string;
  readonly gender: string;
  readonly attributes: unknown;
  readonly interests: unknown;
  readonly about: string;
}

// The demo is generated in TypeScript, the same on either driver: PGlite is enough to check what it writes.
describe('demo profiles', () => {
  const t = useTestApp('pglite', { demoMembers: 120 });

  it('gives every demo member stated traits, 3 to 8 distinct interests and an about text in the member’s language', async () => {
    const rows = await t.db.query<DemoProfileRow>('SELECT id, language, gender, attributes, interests, about FROM members ORDER BY id');
    expect(rows.length).toBe(123);
    for (const row of rows) {
      expect(ProfileTraits.is(row.attributes)).toBe(true);
      expect(Object.keys(row.attributes ?? {}).length).toBeGreaterThan(0);
      const interests = Array.isArray(row.interests) ? row.interests : [];
      expect(interests.every((tag) => InterestTag.is(tag))).toBe(true);
      expect(new Set(interests).size).toBe(interests.length);
      expect(interests.length >= 3 && interests.length <= 8).toBe(true);
      expect(AboutText.is(row.about)).toBe(true);
      if (!Locale.is(row.language)) throw new Error(`member ${row.id} has no locale: ${row.language}`);
      const bank = aboutPhrases[row.language];
      // Opening, one or two more sentences, then the closing on a line of its own.
      const [first = '', closing = ''] = row.about.split('\n\n');
      expect(bank.openings.some((opening) => first.startsWith(opening))).toBe(true);
      expect(bank.closings).toContain(closing);
    }
  });

  it('varies the profiles: languages, traits and texts differ between members', async () => {
    const [counts] = await t.db.query<{ languages: number; abouts: number; attributes: number; interests: number }>(
      `SELECT count(DISTINCT language)::int AS languages, count(DISTINCT about)::int AS abouts,
              count(DISTINCT attributes::text)::int AS attributes, count(DISTINCT interests::text)::int AS interests FROM members`,
    );
    expect(counts?.languages).toBeGreaterThanOrEqual(8);
    expect(counts?.abouts).toBeGreaterThan(100);
    expect(counts?.attributes).toBeGreaterThan(100);
    expect(counts?.interests).toBeGreaterThan(100);
  });

  it('matches sexuality to gender and gives couples a couple’s relationship status', async () => {
    const rows = await t.db.query<{ gender: string; sexuality: string | null; relationship: string | null }>(
      "SELECT gender, attributes->>'sexuality' AS sexuality, attributes->>'relationship_status' AS relationship FROM members",
    );
    for (const row of rows) {
      if (row.gender === 'male') expect(row.sexuality).not.toBe('lesbian');
      if (row.gender === 'female') expect(row.sexuality).not.toBe('gay');
      if (row.gender === 'couple' && row.relationship !== null) expect(['married', 'relationship']).toContain(row.relationship);
    }
  });
});
