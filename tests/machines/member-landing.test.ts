import { describe, expect, it } from 'vitest';
import { memberLandingRedirect } from '../../machines/public-page/member-landing';
import { memberOf } from '../../machines/public-page/needs';

describe('a member landing for whoever is here (spec §2: a logged-in user is sent to the members)', () => {
  it('sends a member to the member the landing is about', () => {
    expect(memberLandingRedirect('in', memberOf('/members/52/landing3/zomer'))).toBe('/members/52');
  });

  it('sends a member to the members when the path names no member', () => {
    expect(memberLandingRedirect('in', memberOf('/members/abc/landing'))).toBe('/members');
  });

  it.each(['out', 'loading', 'unavailable'] as const)('keeps a session that is %s on the landing', (session) => {
    expect(memberLandingRedirect(session, 52)).toBeNull();
  });
});
