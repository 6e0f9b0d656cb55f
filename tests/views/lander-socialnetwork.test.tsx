// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { MemberSummary } from '../../io/entities/member';
import type { User } from '../../io/entities/user';
import { aMember, aUser } from '../support/fixtures';
import { renderApp, visitor } from './support/render-app';
// The screen's chunk, transformed with the file's imports: the tests' own time does not include it.
import '../../views/landers/SocialNetworkLander';

afterEach(cleanup);

const photo = (id: number) => ({ filename: `p${String(id)}.webp`, thumb_filename: `p${String(id)}-card.webp`, status: 'active' as const });
const fictional = { fictional: true as const, fictional_warning: 'Dit profiel wordt door de site beheerd.' };
const members: MemberSummary[] = [
  aMember(3, { name: 'Sanne', main_image: photo(3) }, fictional),
  aMember(4, { name: 'Joris', main_image: photo(4) }),
  aMember(12, { name: 'Eva' }),
];

const open = (teasers: ReadonlyArray<MemberSummary>, loadUser: () => Promise<User> = visitor) =>
  renderApp('/landers/socialnetwork/zomer', { loadUser, locale: 'nl', calls: { getTeasers: async () => ({ members: [...teasers] }) } });

/** What the sidebar says above the form (the feed's buttons ask there). */
const prompt = () => {
  const side = screen.getByRole('heading', { level: 1 }).closest('[tabindex="-1"]') ?? screen.getByRole('link', { name: 'Naar de leden' }).closest('[tabindex="-1"]');
  if (!(side instanceof HTMLElement)) throw new Error('no sidebar');
  return within(side).getByRole('status').textContent;
};

const postOf = (name: string) => {
  const post = screen.getByText(name).closest('article');
  if (post === null) throw new Error(`no post by ${name}`);
  return post;
};

describe('/landers/socialnetwork', () => {
  it('shows a feed: each member near the visitor as a post with their card, a text and like / comment buttons', async () => {
    open(members);
    await screen.findByText('Sanne');
    expect(screen.getAllByRole('article')).toHaveLength(3);
    const sanne = postOf('Sanne');
    expect(within(sanne).getByRole('img', { name: 'Foto van Sanne' })).toBeTruthy();
    expect(sanne.textContent).toContain('30 jaar');
    expect(sanne.textContent).toContain('Noord-Holland');
    expect(within(sanne).getByRole('button', { name: /^Leuk ?, bericht van Sanne$/ })).toBeTruthy();
    expect(within(sanne).getByRole('button', { name: /^Reageren ?, bericht van Sanne$/ })).toBeTruthy();
    expect(within(postOf('Eva')).getByText('Nog geen foto')).toBeTruthy();
  });

  it('always shows a fictional profile its disclosure, and only there', async () => {
    open(members);
    await screen.findByText('Sanne');
    expect(within(postOf('Sanne')).getByText(fictional.fictional_warning)).toBeTruthy();
    expect(screen.getAllByText(fictional.fictional_warning)).toHaveLength(1);
  });

  it("picks a post by member id: a fictional profile's own words, a real member the site's words about them", async () => {
    open(members);
    await screen.findByText('Sanne');
    // 3 % 8 = the fourth of the profiles' posts; 4 % 3 = the second of the site's lines.
    expect(within(postOf('Sanne')).getByText('Nieuw hier en benieuwd wie er bij mij in de buurt woont. Zeg gerust hallo!')).toBeTruthy();
    expect(within(postOf('Joris')).getByText('Benieuwd naar Joris? Meld je gratis aan en stuur een bericht.')).toBeTruthy();
    cleanup();
    open(members);
    await screen.findByText('Sanne');
    expect(within(postOf('Sanne')).getByText('Nieuw hier en benieuwd wie er bij mij in de buurt woont. Zeg gerust hallo!')).toBeTruthy();
  });

  it('has the signup form beside the feed, and a like, a comment or a post asks the visitor to sign up there', async () => {
    open(members);
    await screen.findByText('Sanne');
    const form = screen.getByRole('heading', { level: 1, name: 'Gratis aanmelden' });
    expect(screen.getByLabelText('E-mailadres')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Berichten uit jouw buurt' })).toBeTruthy();
    fireEvent.click(within(postOf('Sanne')).getByRole('button', { name: /^Leuk/ }));
    expect(prompt()).toBe('Meld je gratis aan om Sanne een like te geven.');
    expect(document.activeElement).toBe(screen.getByLabelText('E-mailadres'));
    fireEvent.click(within(postOf('Joris')).getByRole('button', { name: /^Reageren/ }));
    expect(prompt()).toBe('Meld je gratis aan om te reageren op Joris.');
    fireEvent.click(screen.getByRole('button', { name: 'Wat wil jij vandaag delen?' }));
    expect(prompt()).toBe('Meld je gratis aan en plaats je eigen bericht.');
    expect(form.closest('section')?.contains(document.activeElement)).toBe(true);
  });

  it('is still a page on a site with no member a visitor may see: the site welcomes, the form is there', async () => {
    open([]);
    expect(await screen.findByText(/Welkom bij Rendezvous!/)).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /^Leuk/ })).toBeNull();
    expect(screen.getByLabelText('E-mailadres')).toBeTruthy();
  });

  it('gives a member the way in instead of the form, the feed heading the page heading', async () => {
    open(members, async () => aUser());
    expect(await screen.findByRole('link', { name: 'Naar de leden' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Berichten uit jouw buurt' })).toBeTruthy();
    fireEvent.click(within(postOf('Sanne')).getByRole('button', { name: /^Leuk/ }));
    expect(prompt()).toBe('');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Naar de leden' }));
  });
});
