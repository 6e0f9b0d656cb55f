// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PhotoView } from '../../io/entities/photo';
import type { MemberProfile } from '../../io/entities/profile';
import type { Settings } from '../../io/entities/settings';
import type { MemberTeaser } from '../../io/public-page';
import { aUser } from '../support/fixtures';
import { aPhoto, aProfile } from '../support/profile-fixtures';
import { renderApp, visitor } from './support/render-app';
// The screens' chunks, transformed with the file's imports: the tests' own time does not include them.
import '../../views/landers/MemberChatLandingScreen';
import '../../views/landers/MemberLandingScreen';
import '../../views/landers/MemberPhotoLandingScreen';
import '../../views/landers/MemberSignupScreen';

afterEach(cleanup);

const about =
  'Ik hou van lange wandelingen langs de Vecht, koffie op een terras en een goed boek op zondag. Verder ben ik gek op reizen, vooral naar Italië en Portugal, en ik kook graag voor vrienden.';
const disclosure = 'Dit profiel is fictief: fysiek contact is niet mogelijk.';

const eva = (overrides: Partial<Omit<MemberProfile, 'fictional' | 'fictional_warning'>> = {}, fictional = false): MemberProfile =>
  aProfile(5, { name: 'Eva', age: 34, about, ...overrides }, fictional ? { fictional: true, fictional_warning: disclosure } : { fictional: false });

/** The main photo and `locked` more, blurred by the server. */
const photosOf = (locked: number): PhotoView[] => Array.from({ length: locked + 1 }, (_, n) => aPhoto(n, true));

const teaserOf = (profile: MemberProfile = eva(), photos: PhotoView[] = photosOf(3)): MemberTeaser => ({ profile, photos });

const notFound = () => Promise.reject({ kind: 'http', status: 404, body: { error: 'not_found' } });

const show = (path: string, teaser: () => Promise<MemberTeaser>, settings: Partial<Settings> = {}) =>
  renderApp(path, { loadUser: visitor, locale: 'nl', settings, calls: { getMemberTeaser: teaser } });

const paths = ['/members/5/landing', '/members/5/landing2', '/members/5/landing3/zomer', '/members/5/signup'] as const;

/** The embedded signup form: its own h1 and its fields. */
const expectSignupForm = () => {
  expect(screen.getByRole('heading', { level: 1, name: 'Gratis aanmelden' })).toBeTruthy();
  expect(screen.getByLabelText('E-mailadres')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Gratis aanmelden' })).toBeTruthy();
};

describe.each(paths)('the member landing %s', (path) => {
  it('shows the main photo, name, age, area, the first lines of about, the blurred photos with their lock and the signup', async () => {
    show(path, async () => teaserOf());
    const main = await screen.findByRole('img', { name: 'Foto van Eva' });
    expect(main.getAttribute('src')).toBe('/media/photos/5/main-card.webp');
    expect(screen.getAllByText(/Eva/).length).toBeGreaterThan(0);
    expect(screen.getByText(/34 jaar · Utrecht, Nederland/)).toBeTruthy();
    // About 160 characters, cut after a whole word: the start is there, the end is not.
    expect(screen.getByText(/Ik hou van lange wandelingen langs de Vecht/).textContent).toMatch(/…/);
    expect(screen.queryByText(/kook graag voor vrienden/)).toBeNull();
    const locked = screen.getByRole('img', { name: 'Vergrendelde foto 2 van Eva' });
    // The server's blurred file, as sent: nothing is un-blurred here.
    expect(locked.getAttribute('src')).toBe('/media/photos/p1-card.webp');
    expect(locked.closest('li')?.querySelector('[data-lock]')).not.toBeNull();
    expectSignupForm();
  });

  it('always shows the fictional disclosure of a fictional member, and none for a real one', async () => {
    show(path, async () => teaserOf(eva({}, true)));
    expect(await screen.findByText(disclosure)).toBeTruthy();
    cleanup();
    show(path, async () => teaserOf());
    await screen.findByRole('img', { name: 'Foto van Eva' });
    expect(screen.queryByText(disclosure)).toBeNull();
  });

  it('is a friendly not-found for no such member, with the signup anyway and a way home', async () => {
    show(path, notFound);
    expect(await screen.findByRole('heading', { level: 2, name: 'Dit profiel is er niet (meer)' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Naar de startpagina' }).getAttribute('href')).toBe('/');
    expectSignupForm();
  });

  it('sends a member to that member’s profile', async () => {
    const { location } = renderApp(path, { loadUser: async () => aUser(), locale: 'nl', calls: { getMemberTeaser: async () => teaserOf() } });
    await waitFor(() => expect(location.history.at(-1)).toBe('/members/5'));
  });

  it('draws a member without photos or about text whole', async () => {
    show(path, async () => teaserOf(eva({ main_image: null, about: '' }), []));
    expect((await screen.findAllByText('Nog geen foto')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('img', { name: /Vergrendelde foto/ })).toBeNull();
    expect(screen.queryByText('“”')).toBeNull();
    expectSignupForm();
  });

  it('offers to try again when the member could not be loaded', async () => {
    let answers = 0;
    show(path, () => {
      answers += 1;
      return answers === 1 ? Promise.reject({ kind: 'network' }) : Promise.resolve(teaserOf());
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByRole('img', { name: 'Foto van Eva' })).toBeTruthy();
  });
});

describe('the three member landings and the member signup', () => {
  it('landing: a profile card with the name as its heading and a row of locked photos', async () => {
    show('/members/5/landing', async () => teaserOf(eva(), photosOf(6)));
    const card = await screen.findByRole('article', { name: 'Eva' });
    expect(within(card).getByRole('heading', { level: 3, name: 'Nog 6 foto’s van Eva' })).toBeTruthy();
    expect(within(card).getAllByRole('img', { name: /Vergrendelde foto/ })).toHaveLength(4);
    expect(within(card).getByRole('link', { name: 'Meld je aan en bekijk ze' }).getAttribute('href')).toBe('#signup');
    expect(screen.getByText('Meld je gratis aan om met Eva te chatten')).toBeTruthy();
  });

  it('landing2: a chat window whose opening message is the member’s first line, answered by signing up', async () => {
    show('/members/5/landing2', async () => teaserOf(eva({ about: 'Hoi! Zin in een goed gesprek?\nVerder over mij…' })));
    const window = await screen.findByRole('region', { name: 'Chat met Eva' });
    const log = within(window).getByRole('list', { name: 'Berichten' });
    expect(within(log).getByText('Hoi! Zin in een goed gesprek?')).toBeTruthy();
    expect(within(log).getByText('Uit het profiel van Eva')).toBeTruthy();
    expect(within(log).getByText('3 vergrendelde foto’s')).toBeTruthy();
    expect(within(window).getByText('Antwoord Eva: meld je gratis aan om met Eva te chatten')).toBeTruthy();
    expect(within(window).getByRole('heading', { level: 1, name: 'Gratis aanmelden' })).toBeTruthy();
  });

  it('landing2: no opening line put in the mouth of a member without about text', async () => {
    show('/members/5/landing2', async () => teaserOf(eva({ about: '' })));
    expect(await screen.findByText('Stuur Eva het eerste bericht')).toBeTruthy();
    expect(screen.queryByText(/Uit het profiel van/)).toBeNull();
  });

  it('landing3: the photos first, "unlock Eva’s photos", the unlock leading to the form', async () => {
    show('/members/5/landing3', async () => teaserOf(eva(), photosOf(2)));
    const photos = await screen.findByRole('region', { name: 'Ontgrendel de foto’s van Eva' });
    expect(within(photos).getByText('Eva heeft nog 2 foto’s. Meld je gratis aan om ze te bekijken.')).toBeTruthy();
    expect(within(photos).getAllByRole('img', { name: /Vergrendelde foto/ })).toHaveLength(2);
    expect(within(photos).getByRole('link', { name: 'Gratis aanmelden en foto’s bekijken' }).getAttribute('href')).toBe('#signup');
    expect(document.getElementById('signup')?.querySelector('form')).not.toBeNull();
  });

  it('landing3: a member with no photo beyond the main one is met, not unlocked', async () => {
    show('/members/5/landing3', async () => teaserOf(eva(), photosOf(0)));
    expect(await screen.findByRole('region', { name: 'Maak kennis met Eva' })).toBeTruthy();
  });

  it('signup: the bare layout, the member’s small card above the form', async () => {
    show('/members/5/signup', async () => teaserOf());
    const card = await screen.findByRole('region', { name: 'Eva' });
    const form = screen.getByRole('heading', { level: 1, name: 'Gratis aanmelden' });
    expect(card.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});

describe('the live-cam teaser block', () => {
  const liveCam = { url: 'https://cams.example/?ref=flirtpunt', name: 'CamPartner' };

  it.each(paths)('shows on %s when the site sets it: an advertisement, a sponsored link out in a new window', async (path) => {
    show(path, async () => teaserOf(), { live_cam: liveCam });
    const block = await screen.findByRole('complementary', { name: 'Nu live voor de webcam' });
    expect(within(block).getByText('Advertentie')).toBeTruthy();
    const link = within(block).getByRole('link', { name: /Bekijk de live cams bij CamPartner.*\(opent in een nieuw venster\)/ });
    expect(link.getAttribute('href')).toBe(liveCam.url);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('sponsored noopener');
    // Nothing of the partner's is loaded with the page.
    expect(document.querySelectorAll('img[src*="cams.example"], script[src*="cams.example"], link[href*="cams.example"], iframe')).toHaveLength(0);
  });

  it('shows on the not-found member landing too', async () => {
    show('/members/5/landing', notFound, { live_cam: liveCam });
    expect(await screen.findByRole('complementary', { name: 'Nu live voor de webcam' })).toBeTruthy();
  });

  it.each([
    ['absent', {}],
    ['null', { live_cam: null }],
  ])('renders nothing when the setting is %s', async (_, settings: Partial<Settings>) => {
    show('/members/5/landing', async () => teaserOf(), settings);
    await screen.findByRole('img', { name: 'Foto van Eva' });
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(screen.queryByText('Advertentie')).toBeNull();
  });
});
