// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { MemberSummary } from '../../io/entities/member';
import type { Settings } from '../../io/entities/settings';
import { aMember, aUser } from '../support/fixtures';
import { renderApp, visitor } from './support/render-app';
// The screens' chunks, transformed with the file's imports: the tests' own time does not include it.
import '../../views/landers/CollageLander';
import '../../views/landers/GalleryLander';
import '../../views/landers/IconsLander';
import '../../views/landers/MapLander';

afterEach(cleanup);

const fien = aMember(2, { name: 'Fien', region: 'Utrecht' }, { fictional: true, fictional_warning: 'Met Fien kun je niet afspreken.' });
const anna = aMember(1, { name: 'Anna', main_image: { filename: 'anna.jpg', thumb_filename: 'anna-thumb.jpg', status: 'active' } });
const bram = aMember(3, { name: 'Bram', region: '', country: 'BE' });
/** The fictional member first: the one a gallery features and a map shows at first. */
const members = [fien, anna, bram];

const plural = 'Deze profielen zijn fictief.';
const empty = 'Hier verschijnen binnenkort leden uit jouw buurt. Meld je alvast gratis aan en wees er als eerste bij.';

const show = (path: string, answer: () => Promise<ReadonlyArray<MemberSummary>>, settings: Partial<Settings> = {}) =>
  renderApp(path, {
    loadUser: visitor,
    locale: 'nl',
    settings: { fictional_warning: { singular: 'Dit profiel is fictief.', plural }, ...settings },
    calls: { getTeasers: async () => ({ members: [...(await answer())] }) },
  });

const designs = [
  ['/landers/collagelanding', 'Zij zoeken ook iemand, vlak bij jou'],
  ['/landers/gallery/spring', 'Blader door de leden bij jou in de buurt'],
  ['/landers/iconslanding', 'Waar word jij blij van?'],
  ['/landers/maplanding/zomer', 'Wie woont er bij jou in de buurt?'],
] as const;

/** Everything the page says, to the eye or to a screen reader (a map pin names its member in its aria-label). */
const pageText = () => [document.body.textContent, ...[...document.querySelectorAll('[aria-label]')].map((node) => node.getAttribute('aria-label'))].join(' ');

/** The embedded signup form: its own h1 and its submit button. */
const signupForm = async () => {
  const heading = await screen.findByRole('heading', { level: 1, name: 'Gratis aanmelden' });
  const form = heading.closest('section');
  if (form === null) throw new Error('the signup form has no section');
  expect(within(form).getByRole('button', { name: 'Gratis aanmelden' })).toBeTruthy();
  return form;
};

describe('the landers of members near the visitor', () => {
  it.each(designs)('%s shows its headline, the members, the fictional disclosure and the signup form', async (path, headline) => {
    show(path, async () => members);
    await signupForm();
    // The form brings the page's h1: the design's headline is the h2 above it.
    expect(screen.getByRole('heading', { level: 2, name: headline })).toBeTruthy();
    expect(await screen.findByText('Met Fien kun je niet afspreken.')).toBeTruthy();
    for (const member of members) expect(pageText()).toContain(member.name);
    expect(screen.queryByText(empty)).toBeNull();
  });

  it.each(designs)('%s is a sensible page without members: the signup form and a word that members will come', async (path, headline) => {
    show(path, async () => []);
    await signupForm();
    expect(screen.getByRole('heading', { level: 2, name: headline })).toBeTruthy();
    expect(await screen.findByText(empty)).toBeTruthy();
  });

  it.each(designs)('%s says the same when the members could not be loaded', async (path) => {
    show(path, () => Promise.reject({ kind: 'network' }));
    await signupForm();
    expect(await screen.findByText(empty)).toBeTruthy();
  });

  it.each(designs)('%s shows that the members are on their way while they load', async (path) => {
    show(path, () => new Promise(() => undefined));
    expect(await screen.findByRole('progressbar', { name: 'Leden bij jou in de buurt laden' })).toBeTruthy();
  });

  it.each(designs)('%s greets a member instead of the form, its headline then the page h1', async (path, headline) => {
    renderApp(path, { loadUser: async () => aUser(), locale: 'nl', calls: { getTeasers: async () => ({ members: [anna] }) } });
    expect(await screen.findByRole('heading', { level: 1, name: headline })).toBeTruthy();
    expect(screen.getByText('Je bent al lid. Welkom terug!')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Naar de leden' }).getAttribute('href')).toBe('/members');
  });
});

describe('/landers/collagelanding', () => {
  it('pins the headline among polaroids of every member, with a link down to the form', async () => {
    show('/landers/collagelanding', async () => members);
    const form = await signupForm();
    const board = screen.getByRole('region', { name: 'Zij zoeken ook iemand, vlak bij jou' });
    expect(await within(board).findByText('Anna')).toBeTruthy();
    expect(within(board).getByText('Fien')).toBeTruthy();
    expect(within(board).getByText('Bram')).toBeTruthy();
    expect(within(board).getByRole('img', { name: 'Foto van Anna' }).getAttribute('src')).toBe('/media/anna-thumb.jpg');
    const link = within(board).getByRole('link', { name: 'Gratis aanmelden' });
    expect(document.getElementById(link.getAttribute('href')?.slice(1) ?? '')?.contains(form)).toBe(true);
  });
});

describe('/landers/gallery', () => {
  const featured = () => screen.getByRole('region', { name: 'Uitgelicht lid' });
  const thumb = (name: string) => screen.getByRole('button', { name });

  it('features the first member with their disclosure, the strip marking the fictional ones and saying what the mark means', async () => {
    show('/landers/gallery', async () => members);
    expect(await within(await screen.findByRole('region', { name: 'Uitgelicht lid' })).findByRole('heading', { level: 2, name: 'Fien' })).toBeTruthy();
    expect(within(featured()).getByText('Met Fien kun je niet afspreken.')).toBeTruthy();
    expect(thumb('Fien').getAttribute('aria-current')).toBe('true');
    expect(thumb('Fien').textContent).toContain('★');
    expect(thumb('Anna').textContent).not.toContain('★');
    expect(within(screen.getByRole('main')).getByText(plural)).toBeTruthy();
  });

  it('switches with the thumbnails and the previous and next buttons, round the strip, announcing who is shown', async () => {
    show('/landers/gallery', async () => members);
    fireEvent.click(await screen.findByRole('button', { name: 'Anna' }));
    expect(within(featured()).getByRole('heading', { name: 'Anna' })).toBeTruthy();
    expect(within(featured()).queryByText('Met Fien kun je niet afspreken.')).toBeNull();
    expect(thumb('Anna').getAttribute('aria-current')).toBe('true');
    expect(thumb('Fien').getAttribute('aria-current')).toBe('false');
    expect(screen.getByText('Anna · 2 van 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Volgend lid' }));
    expect(within(featured()).getByRole('heading', { name: 'Bram' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Volgend lid' }));
    expect(within(featured()).getByRole('heading', { name: 'Fien' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Vorig lid' }));
    expect(within(featured()).getByRole('heading', { name: 'Bram' })).toBeTruthy();
    expect(screen.getByText('Bram · 3 van 3')).toBeTruthy();
  });

  it('moves along the strip with the arrow keys, Home and End, the focus going along', async () => {
    show('/landers/gallery', async () => members);
    const first = await screen.findByRole('button', { name: 'Fien' });
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(thumb('Anna'));
    expect(within(featured()).getByRole('heading', { name: 'Anna' })).toBeTruthy();
    fireEvent.keyDown(thumb('Anna'), { key: 'End' });
    expect(document.activeElement).toBe(thumb('Bram'));
    fireEvent.keyDown(thumb('Bram'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(thumb('Fien'));
    fireEvent.keyDown(thumb('Fien'), { key: 'ArrowLeft' });
    expect(within(featured()).getByRole('heading', { name: 'Bram' })).toBeTruthy();
    fireEvent.keyDown(thumb('Bram'), { key: 'Home' });
    expect(within(featured()).getByRole('heading', { name: 'Fien' })).toBeTruthy();
  });

  it('takes the arrow keys and a swipe on the featured member too', async () => {
    show('/landers/gallery', async () => members);
    const stage = await screen.findByRole('region', { name: 'Uitgelicht lid' });
    expect(stage.getAttribute('tabindex')).toBe('0');
    fireEvent.keyDown(stage, { key: 'ArrowLeft' });
    expect(within(featured()).getByRole('heading', { name: 'Bram' })).toBeTruthy();
    fireEvent.pointerDown(stage, { clientX: 200 });
    fireEvent.pointerUp(stage, { clientX: 100 });
    expect(within(featured()).getByRole('heading', { name: 'Fien' })).toBeTruthy();
    fireEvent.pointerDown(stage, { clientX: 100 });
    fireEvent.pointerUp(stage, { clientX: 120 });
    expect(within(featured()).getByRole('heading', { name: 'Fien' })).toBeTruthy();
  });

  it('shows one member without a strip, and no legend when nobody is fictional', async () => {
    show('/landers/gallery', async () => [anna]);
    expect(await screen.findByRole('heading', { level: 2, name: 'Anna' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Volgend lid' })).toBeNull();
    expect(within(screen.getByRole('main')).queryByText(plural)).toBeNull();
  });
});

describe('/landers/iconslanding', () => {
  const wall = () => screen.getByRole('list', { name: 'Waar word jij blij van?' });

  it('shows the site’s interests as icons to pick and unpick, and says what was picked', async () => {
    show('/landers/iconslanding', async () => members, { interests: ['music', 'wine', 'coffee'] });
    const music = await screen.findByRole('button', { name: 'Muziek' });
    expect(within(wall()).getAllByRole('button', { pressed: false }).map((button) => button.textContent)).toEqual(['🎵Muziek', '🍷Wijn', '☕Koffie']);
    expect(screen.getByText('Nog niets gekozen')).toBeTruthy();
    fireEvent.click(music);
    fireEvent.click(screen.getByRole('button', { name: 'Koffie' }));
    expect(music.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('Jij houdt van Muziek en Koffie')).toBeTruthy();
    fireEvent.click(music);
    expect(music.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText('Jij houdt van Koffie')).toBeTruthy();
  });

  it('leads from the picks to the signup form, and shows the members below', async () => {
    show('/landers/iconslanding', async () => members, { interests: ['music'] });
    const form = await signupForm();
    const link = screen.getByRole('link', { name: 'Vind leden die dit ook leuk vinden' });
    expect(document.getElementById(link.getAttribute('href')?.slice(1) ?? '')?.contains(form)).toBe(true);
    const nearby = screen.getByRole('region', { name: 'Leden bij jou in de buurt' });
    expect(await within(nearby).findByText('Anna')).toBeTruthy();
    expect(within(nearby).getByText('Met Fien kun je niet afspreken.')).toBeTruthy();
    // Below the wall: no photo there is fetched before it is scrolled to.
    expect(within(nearby).getByRole('img', { name: 'Foto van Anna' }).getAttribute('loading')).toBe('lazy');
  });

  it('shows all of spec §1’s interests where a site lists none', async () => {
    show('/landers/iconslanding', async () => [], { interests: [] });
    await screen.findByRole('button', { name: 'Muziek' });
    expect(within(wall()).getAllByRole('button', { pressed: false })).toHaveLength(50);
  });
});

describe('/landers/maplanding', () => {
  const pin = (name: RegExp) => screen.getByRole('button', { name });
  const card = () => {
    const id = pin(/^Fien/).getAttribute('aria-controls') ?? '';
    const element = document.getElementById(id);
    if (element === null) throw new Error('no member card');
    return element;
  };

  it('pins every member on the map, labelled with their region (or country), the visitor in the middle', async () => {
    show('/landers/maplanding', async () => members);
    const map = await screen.findByRole('figure', { name: 'Leden rond jouw plek in Nederland' });
    expect(within(map).getByRole('button', { name: 'Fien, 30 jaar, Utrecht' })).toBeTruthy();
    expect(within(map).getByRole('button', { name: 'Anna, 30 jaar, Noord-Holland' })).toBeTruthy();
    expect(within(map).getByRole('button', { name: 'Bram, 30 jaar, België' })).toBeTruthy();
    expect(within(map).getByText('België')).toBeTruthy();
    expect(within(map).getByText('Jij')).toBeTruthy();
    expect(within(screen.getByRole('main')).getByText(plural)).toBeTruthy();
  });

  it('shows the first member’s card, and the card of the pin pressed', async () => {
    show('/landers/maplanding', async () => members);
    await screen.findByRole('figure');
    expect(pin(/^Fien/).getAttribute('aria-pressed')).toBe('true');
    expect(within(card()).getByRole('heading', { name: 'Fien' })).toBeTruthy();
    expect(within(card()).getByText('Met Fien kun je niet afspreken.')).toBeTruthy();
    fireEvent.click(pin(/^Anna/));
    expect(pin(/^Anna/).getAttribute('aria-pressed')).toBe('true');
    expect(pin(/^Fien/).getAttribute('aria-pressed')).toBe('false');
    expect(within(card()).getByRole('heading', { name: 'Anna' })).toBeTruthy();
    expect(within(card()).queryByText('Met Fien kun je niet afspreken.')).toBeNull();
  });

  it('names the area without a country when the visitor’s is unknown', async () => {
    show('/landers/maplanding', async () => members, { geoip_country: null });
    expect(await screen.findByRole('figure', { name: 'Leden rond jouw plek' })).toBeTruthy();
  });
});
