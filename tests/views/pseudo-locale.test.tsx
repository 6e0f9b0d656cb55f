// @vitest-environment happy-dom
import { parse } from '@formatjs/icu-messageformat-parser';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import nl from '../../locales/messages/nl.json';
import { locales } from '../../io/entities/locale';
import type { CompiledMessages } from '../../machines/locale/locale.machine';
import { aChat, aMember, aSettings, aUser, someLikes } from '../support/fixtures';
import { aProfile, somePhotos } from '../support/profile-fixtures';
import { renderApp, visitor, type AppFakes } from './support/render-app';

afterEach(cleanup);

/** Every message wrapped in ⟪…⟫: text that went through react-intl carries the marks, hard-coded text does not. */
const pseudo: CompiledMessages = Object.fromEntries(Object.entries(nl).map(([id, message]) => [id, parse(`⟪${message}⟫`)]));

const settings = aSettings();
const members = [aMember(5, { name: 'Eva' }), aMember(6, { name: 'Lotte' }, { fictional: true, fictional_warning: 'Fictief.' })];
/** Data, not interface text: names, places, the site's own settings texts, language and country names. */
const data = [
  'Demo', 'Eva', 'Lotte', 'Fictief.', 'Noord-Holland', 'Utrecht', settings.name, settings.fictional_warning.plural, settings.fictional_icon,
  ...members.map((m) => m.name), ...[100, 101, 102].map((id) => `Member ${id}`), ...[200, 201].map((id) => `Member ${id}`),
  ...locales.map((locale) => new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? ''),
  ...['nl', 'en'].flatMap((locale) => settings.countries.map((country) => new Intl.DisplayNames([locale], { type: 'region' }).of(country) ?? '')),
];
/** Shown alone: the language code in the language menu. */
const wholeData = new Set<string>(locales);

const hardCoded = (text: string): boolean => {
  if (text.includes('⟪') || wholeData.has(text.trim())) return false;
  const rest = data.reduce((remaining, value) => (value === '' ? remaining : remaining.split(value).join('')), text);
  return /\p{L}/u.test(rest);
};

/** Visible text and the attributes screen readers speak, that did not come through react-intl. */
const hardCodedStrings = (): string[] => {
  const found: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    if (node.parentElement?.closest('style, script') === null && hardCoded(text)) found.push(text);
  }
  for (const element of document.body.querySelectorAll('[aria-label], [alt], [title], [placeholder]')) {
    for (const name of ['aria-label', 'alt', 'title', 'placeholder']) {
      const value = element.getAttribute(name);
      if (value !== null && hardCoded(value)) found.push(`${name}="${value}"`);
    }
  }
  return found;
};

const member = () => Promise.resolve(aUser({ profile: { ...aUser().profile, name: 'Demo' } }));
const memberData = { user: aUser(), chats: [aChat(1, 2)], likes: someLikes(2) };
const search = async () => ({ results: members, pageNumber: 1, numResults: 30, pageSize: 24 });

const pages: Array<[string, AppFakes]> = [
  ['/', { loadUser: visitor }],
  ['/login', { loadUser: visitor }],
  ['/lang-config', { loadUser: visitor }],
  ['/pages/terms', { loadUser: visitor }],
  ['/no/such/page', { loadUser: visitor }],
  ['/members', { loadUser: member, memberData, search }],
  ['/likes', { loadUser: member, memberData }],
  ['/chats', { loadUser: member, memberData }],
  ['/members/5', { loadUser: member, memberData, calls: { getMember: async () => aProfile(5, { name: 'Eva' }), getPhotos: async () => ({ photos: somePhotos(2, true) }) } }],
  ['/credits', { loadUser: () => Promise.resolve(aUser({ paid_user: true, credits: 3 })), memberData }],
  ['/profile', { loadUser: member, memberData, settings: { geoip_country: 'NL' } }],
];

describe('pseudo-locale run', () => {
  it.each(pages)('%s has no user-facing text outside react-intl', async (path, fakes) => {
    renderApp(path, { ...fakes, messages: pseudo });
    // The screen's own heading: its chunk has loaded and rendered.
    await screen.findByRole('heading', { level: 1 });
    expect(hardCodedStrings()).toEqual([]);
  });
});
