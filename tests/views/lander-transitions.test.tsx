// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { MemberSummary } from '../../io/entities/member';
import { aMember } from '../support/fixtures';
import { renderApp, visitor } from './support/render-app';
// The screen's chunk, transformed with the file's imports: the tests' own time does not include it.
import '../../views/landers/TransitionsVideoLander';

afterEach(cleanup);

const photo = (id: number) => ({ filename: `p${String(id)}.webp`, thumb_filename: `p${String(id)}-card.webp`, status: 'active' as const });
const fictional = { fictional: true as const, fictional_warning: 'Dit profiel wordt door de site beheerd.' };

const open = (teasers: ReadonlyArray<MemberSummary>) =>
  renderApp('/landers/transitionsvideolanding', { loadUser: visitor, locale: 'nl', calls: { getTeasers: async () => ({ members: [...teasers] }) } });

const intro = async () => (await screen.findByRole('heading', { level: 2, name: 'Zie wie er bij jou in de buurt is' })).closest('section') as HTMLElement;

describe('/landers/transitionsvideolanding', () => {
  it('plays the members with a photo as five slides, each with a caption over the photo and the member card', async () => {
    const members = [1, 2, 3, 4, 5, 6].map((id) => aMember(id, { name: `Lid ${String(id)}`, main_image: photo(id) }));
    open(members);
    const stage = await intro();
    await within(stage).findByText('Lid 1');
    const slides = within(stage).getAllByRole('listitem');
    expect(slides).toHaveLength(5);
    expect(slides.map((slide) => slide.getAttribute('data-slot'))).toEqual(['0', '1', '2', '3', '4']);
    expect(within(slides[0] as HTMLElement).getByText('Nieuwe mensen, nieuwe gesprekken')).toBeTruthy();
    expect(within(slides[0] as HTMLElement).getByRole('img', { name: 'Foto van Lid 1' }).getAttribute('loading')).toBe('eager');
    expect(within(slides[1] as HTMLElement).getByRole('img', { name: 'Foto van Lid 2' }).getAttribute('loading')).toBe('lazy');
    expect(slides[4]?.textContent).toContain('Lid 5');
    expect(within(stage).queryByText('Lid 6')).toBeNull();
  });

  it('shows a fictional profile its disclosure on its slide', async () => {
    open([aMember(7, { name: 'Sanne', main_image: photo(7) }, fictional), aMember(8, { name: 'Joris', main_image: photo(8) })]);
    const stage = await intro();
    const slide = (await within(stage).findAllByText('Sanne'))[0]?.closest('li') as HTMLElement;
    expect(within(slide).getByText(fictional.fictional_warning)).toBeTruthy();
  });

  it('fills the slots again with fewer photos, reading each member out once', async () => {
    open([aMember(7, { name: 'Sanne', main_image: photo(7) }), aMember(8, { name: 'Joris', main_image: photo(8) }), aMember(9, { name: 'Eva' })]);
    const stage = await intro();
    await within(stage).findAllByText('Sanne');
    const slides = within(stage).getAllByRole('listitem', { hidden: true });
    expect(slides.map((slide) => slide.querySelector('strong')?.textContent)).toEqual(['Sanne', 'Joris', 'Sanne', 'Joris', 'Sanne']);
    expect(slides.map((slide) => slide.getAttribute('aria-hidden'))).toEqual([null, null, 'true', 'true', 'true']);
    expect(within(stage).queryByText('Eva')).toBeNull();
  });

  it('can be paused and played again (WCAG 2.2.2)', async () => {
    open([aMember(7, { name: 'Sanne', main_image: photo(7) })]);
    const stage = await intro();
    await within(stage).findAllByText('Sanne');
    expect(stage.getAttribute('data-paused')).toBe('false');
    const pause = within(stage).getByRole('button', { name: 'Animatie pauzeren' });
    expect(pause.getAttribute('aria-controls')).toBe(stage.id);
    fireEvent.click(pause);
    expect(stage.getAttribute('data-paused')).toBe('true');
    fireEvent.click(within(stage).getByRole('button', { name: 'Animatie afspelen' }));
    expect(stage.getAttribute('data-paused')).toBe('false');
  });

  it('is a still intro with the signup when no member with a photo is there: nothing moves, nothing to pause', async () => {
    open([aMember(9, { name: 'Eva' })]);
    const stage = await intro();
    expect(within(stage).queryByRole('list')).toBeNull();
    expect(within(stage).queryByRole('button')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Gratis aanmelden' })).toBeTruthy();
    expect(screen.getByLabelText('E-mailadres')).toBeTruthy();
    cleanup();
    open([]);
    expect(within(await intro()).queryByRole('list')).toBeNull();
    expect(screen.getByLabelText('E-mailadres')).toBeTruthy();
  });

  it('has the signup form with the slides', async () => {
    open([aMember(7, { name: 'Sanne', main_image: photo(7) })]);
    await intro();
    expect(screen.getByRole('heading', { level: 1, name: 'Gratis aanmelden' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Gratis aanmelden' })).toBeTruthy();
  });
});
