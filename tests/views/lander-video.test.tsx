// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { MemberSummary } from '../../io/entities/member';
import { aMember } from '../support/fixtures';
import { renderApp, visitor } from './support/render-app';
// The screen's chunk, transformed with the file's imports: the tests' own time does not include it.
import '../../views/landers/VideoLander';

afterEach(cleanup);

const photo = (id: number) => ({ filename: `p${String(id)}.webp`, thumb_filename: `p${String(id)}-card.webp`, status: 'active' as const });
const fictional = { fictional: true as const, fictional_warning: 'Dit profiel wordt door de site beheerd.' };
const clipName = 'Animatie: op een telefoon begint een chat. De een stuurt een bericht, de ander antwoordt, en er vliegen hartjes op.';

const open = (teasers: ReadonlyArray<MemberSummary>) =>
  renderApp('/landers/video/herfst', { loadUser: visitor, locale: 'nl', calls: { getTeasers: async () => ({ members: [...teasers] }) } });

describe('/landers/video', () => {
  it('shows the clip made here as one described picture, muted by nature, with the signup form beside it', async () => {
    open([]);
    const clip = await screen.findByRole('img', { name: clipName });
    expect(clip.closest('figure')?.querySelector('figcaption')?.textContent).toContain('Korte animatie, zonder geluid.');
    expect(document.querySelector('video, audio')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Zo begint het bij Rendezvous' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Gratis aanmelden' })).toBeTruthy();
    expect(screen.getByLabelText('E-mailadres')).toBeTruthy();
  });

  it('can be paused and played again (WCAG 2.2.2)', async () => {
    open([]);
    const clip = await screen.findByRole('img', { name: clipName });
    expect(clip.getAttribute('data-paused')).toBe('false');
    const pause = screen.getByRole('button', { name: 'Animatie pauzeren' });
    expect(pause.getAttribute('aria-controls')).toBe(clip.id);
    fireEvent.click(pause);
    expect(clip.getAttribute('data-paused')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Animatie afspelen' }));
    expect(clip.getAttribute('data-paused')).toBe('false');
  });

  it('shows four members near the visitor under the clip, a fictional one with its disclosure, their photos loaded when scrolled to', async () => {
    const members = [aMember(3, { name: 'Sanne', main_image: photo(3) }, fictional), ...[4, 5, 6, 7].map((id) => aMember(id, { name: `Lid ${String(id)}` }))];
    open(members);
    const list = (await screen.findByRole('heading', { level: 2, name: 'Leden bij jou in de buurt' })).closest('section') as HTMLElement;
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((card) => card.querySelector('strong')?.textContent)).toEqual(['Sanne', 'Lid 4', 'Lid 5', 'Lid 6']);
    expect(within(cards[0] as HTMLElement).getByText(fictional.fictional_warning)).toBeTruthy();
    expect(within(cards[0] as HTMLElement).getByRole('img', { name: 'Foto van Sanne' }).getAttribute('loading')).toBe('lazy');
  });

  it('leaves the members out on a site with none a visitor may see', async () => {
    open([]);
    await screen.findByRole('img', { name: clipName });
    expect(screen.queryByRole('heading', { name: 'Leden bij jou in de buurt' })).toBeNull();
  });
});
