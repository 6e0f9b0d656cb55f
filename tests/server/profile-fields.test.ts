import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { decode } from '../../io/codec/decode';
import { Settings, VisibleProfileFields } from '../../io/entities/settings';
import { rendezvous } from '../../server/demo/sites';

describe('settings.visible_profile_fields', () => {
  it('decodes the trait names a site lists', () => {
    expect(decode(VisibleProfileFields, ['sexuality', 'tattoos', 'reason'])).toEqual(E.right(['sexuality', 'tattoos', 'reason']));
  });

  it('keeps an older configuration decoding: names every profile shows anyway, or unknown ones, are dropped', () => {
    const older = ['gender', 'age', 'country', 'region', 'sexuality', 'relationship_status', 'body_type', 'interests', 'shoe_size', 'sexuality'];
    expect(decode(VisibleProfileFields, older)).toEqual(E.right(['sexuality', 'relationship_status', 'body_type']));
    const stored = decode(Settings, { ...rendezvous, visible_profile_fields: older });
    expect(E.isRight(stored) && stored.right.visible_profile_fields).toEqual(['sexuality', 'relationship_status', 'body_type']);
  });

  it('refuses what is not a list of names, naming the field', () => {
    expect(decode(VisibleProfileFields, 'sexuality')._tag).toBe('Left');
    expect(decode(VisibleProfileFields, ['sexuality', 3])._tag).toBe('Left');
    const settings = decode(Settings, { ...rendezvous, visible_profile_fields: null });
    expect(E.isLeft(settings) && settings.left.issues.map((issue) => issue.path)).toEqual(['visible_profile_fields']);
  });
});
