import { describe, expect, it } from 'vitest';
import { hiddenOnRoutes } from '../../machines/entry-warning/entry-warning-due';
import { routeTable } from '../../machines/shell/route-table';
import { aUser } from '../support/fixtures';
import { settings, start } from './entry-warning.fixtures';

describe('entry warning gating (spec §2)', () => {
  it('waits for the session: opens for a visitor, never for a member', () => {
    const visitor = start();
    expect(visitor.open()).toBe(false);
    visitor.actor.send({ type: 'session.changed', user: null });
    expect(visitor.open()).toBe(true);

    const member = start();
    member.actor.send({ type: 'session.changed', user: aUser() });
    expect(member.open()).toBe(false);
  });

  it('stays away from complete-signup and the password reset screens', () => {
    const { actor, open } = start();
    actor.send({ type: 'session.changed', user: null });
    for (const path of ['/complete-signup', '/reset-password', '/reset-password/do']) {
      actor.send({ type: 'route.changed', path });
      expect(open()).toBe(false);
    }
    actor.send({ type: 'route.changed', path: '/' });
    expect(open()).toBe(true);
  });

  it('outside the default layout shows only to visitors from NL and DE', () => {
    const french = start({ layout: 'lander' });
    french.actor.send({ type: 'session.changed', user: null });
    expect(french.open()).toBe(false);
    french.actor.send({ type: 'layout.changed', layout: 'default' });
    expect(french.open()).toBe(true);

    const dutch = start({ layout: 'chat', settings: settings({ geoip_country: 'NL' }) });
    dutch.actor.send({ type: 'session.changed', user: null });
    expect(dutch.open()).toBe(true);
  });

  it('respects the site: switched off, or a visitor outside its countries', () => {
    for (const overrides of [{ enable_site_entry_popup: 'no' as const }, { geoip_country: 'US' }, { geoip_country: null, geoip_selected_country: 'US' }]) {
      const { actor, open } = start({ settings: settings(overrides) });
      actor.send({ type: 'session.changed', user: null });
      expect(open()).toBe(false);
    }
    const unrestricted = start({ settings: settings({ countries: [], geoip_country: null }) });
    unrestricted.actor.send({ type: 'session.changed', user: null });
    expect(unrestricted.open()).toBe(true);
  });

  it('fails safe: a visitor of unknown country gets the warning on a site that restricts countries', () => {
    // A bare `de` browser language and no GeoIP answer: the visitor may well be in Germany.
    const unknown = start({ settings: settings({ countries: ['DE'], geoip_country: null, geoip_selected_country: null }) });
    unknown.actor.send({ type: 'session.changed', user: null });
    expect(unknown.open()).toBe(true);
    unknown.actor.send({ type: 'layout.changed', layout: 'lander' });
    expect(unknown.open()).toBe(true);
  });

  it('takes the country the visitor chose over the GeoIP guess', () => {
    const chosen = start({ layout: 'lander', settings: settings({ geoip_country: 'US', geoip_selected_country: 'NL' }) });
    chosen.actor.send({ type: 'session.changed', user: null });
    expect(chosen.open()).toBe(true);
  });

  it('never shows in installed-app mode', () => {
    const { actor, open } = start({ standalone: true });
    actor.send({ type: 'session.changed', user: null });
    expect(open()).toBe(false);
  });

  it('names only routes that exist in the route table', () => {
    const ids = new Set<string>(routeTable.map((entry) => entry.id));
    expect([...hiddenOnRoutes].filter((id) => !ids.has(id))).toEqual([]);
  });
});
