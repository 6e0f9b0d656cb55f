import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contract } from '../../io/contract';
import { AboutText, maxAboutLength, maxInterests } from '../../io/entities/profile';
import { BodyType, EyeColour, HairColour, RelationshipStatus, Sexuality, SignupReason, Tattoos, Gender } from '../../io/entities/profile-attributes';
import { allCountries } from '../../server/demo/sites';
import { interestIds } from '../../server/modules/reference/interests';
import { regionsOf } from '../../server/modules/reference/regions';
import { bodyOf } from './support/body';
import { logIn, useTestApp } from './support/app';
import { drivers } from './support/database';

const oneOf = (codec: { keys: Record<string, unknown> }) => fc.constantFrom(...Object.keys(codec.keys));

// Text as members type it: letters of several scripts, emoji, spaces, newlines and tabs.
const textCharacter = fc.oneof(
  fc.constantFrom('\n', '\t', ' ', 'é', 'ß', 'ł', 'ø', '€', '😊', '“', '’'),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }),
);
// Valid is what the about codec accepts: a generated grapheme may be a control character, which it refuses.
const about = fc.string({ unit: textCharacter, maxLength: 300 }).filter((s) => s.length <= maxAboutLength && AboutText.is(s));
const city = fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz -’ÄÖÜäöüßéèàç'.split('')), maxLength: 100 });

const livingArea = fc
  .constantFrom(...allCountries)
  .chain((country) => fc.record({ country: fc.constant(country), region: fc.constantFrom(...(regionsOf(country) ?? [''])), city }));

/** Any edit a valid form can send: each field present or not, interests a set of at most 20. */
const validEdit = fc.record(
  {
    gender: oneOf(Gender),
    sexuality: oneOf(Sexuality),
    hair_colour: oneOf(HairColour),
    eye_colour: oneOf(EyeColour),
    body_type: oneOf(BodyType),
    relationship_status: oneOf(RelationshipStatus),
    tattoos: oneOf(Tattoos),
    reason: oneOf(SignupReason),
    living_area: livingArea,
    interests: fc.uniqueArray(fc.constantFrom(...interestIds), { maxLength: maxInterests }),
    about,
  },
  { requiredKeys: [] },
);

describe.each(drivers)('a valid profile edit round-trips through PUT and GET /api/profile.php on %s', (driver) => {
  const t = useTestApp(driver, { demoMembers: 0 });

  it('reads back every field sent, unchanged, and the PUT answers what GET reads', async () => {
    const cookie = await logIn(t.app);
    await fc.assert(
      fc.asyncProperty(validEdit, async (edit) => {
        const put = await t.app.inject({ method: 'PUT', url: '/api/profile.php', headers: { cookie }, payload: edit });
        expect(put.statusCode).toBe(200);
        const answered = bodyOf(contract.editProfile.response, put);
        const read = bodyOf(contract.getProfile.response, await t.app.inject({ method: 'GET', url: '/api/profile.php', headers: { cookie } }));
        expect(read).toEqual(answered);
        expect(read).toMatchObject(edit);
      }),
      { numRuns: 40 },
    );
  });
});
