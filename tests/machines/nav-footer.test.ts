import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { User } from '../../io/entities/user';
import { appMachine } from '../../machines/app/app.machine';
import type { MemberData, TotalsChanged } from '../../machines/app/types';
import { footerHref, footerLinks, footerVariant, selectFooterVariant, selectShowsUs2257Statement, showsUs2257Statement } from '../../machines/footer/footer';
import { creditsOrPremium, selectCredits, selectCreditsBadgeTone, selectCreditsOrPremium } from '../../machines/nav/selectors';
import { countryOfSettings } from '../../machines/shared/visitor-country';
import { authTargets, redirectFor, routeOf } from '../../machines/shell/route-table';
import { aSettings, aUser } from '../support/fixtures';
import { flush, inert, pending } from './support/actors';

describe('credits or Premium in the top navigation (spec §2)', () => {
  it('offers nothing to a visitor, Get Premium to an unpaid member, the credits to a paid one', () => {
    expect(creditsOrPremium(null)).toBe('none');
    expect(creditsOrPremium(aUser({ paid_user: false, credits: 50 }))).toBe('getPremium');
    expect(creditsOrPremium(aUser({ paid_user: true, credits: 0 }))).toBe('credits');
  });

  it.each([
    [11, 'none'],
    [10, 'warning'],
    [1, 'warning'],
    [0, 'danger'],
  ])('shows the credits badge for %i credits as %s', async (credits, tone) => {
    const member = fromPromise<User, void>(async () => aUser({ paid_user: true, credits }));
    const actors = {
      loadUser: member,
      loadMemberData: pending<MemberData>(),
      loadChatsAndLikes: pending<Omit<MemberData, 'user'>>(),
      timer: inert<{ ms: number }>(),
      totalsSink: inert<void, TotalsChanged>(),
    };
    const actor = createActor(appMachine.provide({ actors }), { input: { settings: aSettings(), pushSubscribed: false } }).start();
    await flush();
    const snapshot = actor.getSnapshot();
    expect([selectCreditsOrPremium(snapshot), selectCredits(snapshot), selectCreditsBadgeTone(snapshot)]).toEqual(['credits', credits, tone]);
    actor.stop();
  });
});

describe('footer (spec §2, README "Footer variants")', () => {
  it('has the installed-app variant for anyone in the installed app, else logged-in or logged-out', () => {
    expect(footerVariant(true, true)).toBe('installedApp');
    expect(footerVariant(false, true)).toBe('installedApp');
    expect(footerVariant(true, false)).toBe('loggedIn');
    expect(footerVariant(false, false)).toBe('loggedOut');
  });

  it('shows members all nine links, visitors all but ban and returns, the app a short list', () => {
    expect(footerLinks.loggedIn).toHaveLength(9);
    expect(footerLinks.loggedIn.filter((link) => !footerLinks.loggedOut.includes(link))).toEqual(['ban', 'returns']);
    expect(footerLinks.installedApp).toEqual(['terms', 'privacy', 'faq', 'support']);
  });

  it('leads each link to a route of the table, and support to a mail', () => {
    const settings = { support_email: 'help@example.nl' };
    for (const link of footerLinks.loggedIn.filter((id) => id !== 'support')) {
      const { kind, href } = footerHref(link, settings);
      expect([kind, routeOf(href) === null]).toEqual(['route', false]);
    }
    expect(footerHref('support', settings)).toEqual({ kind: 'mail', href: 'mailto:help@example.nl' });
  });

  it('shows the 2257 statement to US visitors only, by their chosen country first', () => {
    expect(showsUs2257Statement('US')).toBe(true);
    expect(showsUs2257Statement('NL')).toBe(false);
    expect(showsUs2257Statement(null)).toBe(false);
    expect(countryOfSettings({ geoip_selected_country: 'US', geoip_country: 'NL' })).toBe('US');
    expect(countryOfSettings({ geoip_selected_country: null, geoip_country: 'US' })).toBe('US');
  });

  it('reads variant and statement from the app snapshot', () => {
    const actor = createActor(appMachine.provide({ actors: { loadUser: fromPromise(() => new Promise(() => undefined)) } }), {
      input: { settings: aSettings({ geoip_country: 'US' }), pushSubscribed: false },
    }).start();
    expect(selectFooterVariant(false)(actor.getSnapshot())).toBe('loggedOut');
    expect(selectFooterVariant(true)(actor.getSnapshot())).toBe('installedApp');
    expect(selectShowsUs2257Statement(actor.getSnapshot())).toBe(true);
    actor.stop();
  });
});

describe('auth redirects (spec §2)', () => {
  it('sends a member on the landing page home, and lets a visitor stay', () => {
    const landing = routeOf('/');
    expect(landing?.id).toBe('index');
    expect(landing === null ? 'no route' : redirectFor(landing.access, 'in', false)).toBe('/members');
    expect(landing === null ? 'no route' : redirectFor(landing.access, 'out', false)).toBeNull();
  });

  it('goes to the root after logout', () => {
    expect(authTargets).toEqual({ login: '/login', logout: '/', home: '/members' });
  });
});
