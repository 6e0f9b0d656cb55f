// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { rgbaToThumbHash } from 'thumbhash';
import { afterEach, describe, expect, it } from 'vitest';
import type { SearchQuery, SearchResults } from '../../io/entities/search';
import { thumbhashDataUrl } from '../../views/photos/thumbhash-placeholder';
import { aMember, aUser, someLikes } from '../support/fixtures';
import { renderApp } from './support/render-app';

afterEach(cleanup);

const member = () => Promise.resolve(aUser());
const memberData = { user: aUser(), chats: [], likes: someLikes(0) };
const onePage = (results: SearchResults['results'], similar: SearchResults['results'] = []): SearchResults => ({
  results,
  similar,
  pageNumber: 0,
  numResults: results.length,
  pageSize: 20,
});

/** Renders /members (or a search URL of it) and records every search the screen asks the server for. */
const renderSearch = (path: string, answer: (query: SearchQuery) => SearchResults = () => onePage([aMember(7)])) => {
  const queries: SearchQuery[] = [];
  const view = renderApp(path, {
    loadUser: member,
    memberData,
    search: async (query) => {
      queries.push(query);
      return answer(query);
    },
    calls: { getRegions: async () => ({ regions: { NL: ['Utrecht', 'Zeeland'], DE: ['Bayern'] } }) },
  });
  return { ...view, queries };
};

describe('members filter panel', () => {
  it('searches what a shared URL asks for and shows it in the panel', async () => {
    const { queries } = renderSearch('/members?gender=female&country=NL&countryregion=Utrecht&min_age=30&max_age=40');
    await screen.findByRole('link', { name: /Member 7/ });
    expect(queries).toEqual([{ gender: 'female', country: 'NL', countryregion: 'Utrecht', min_age: 30, max_age: 40 }]);
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Gender' }).value).toBe('female');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Country' }).value).toBe('NL');
    expect(await screen.findByRole('option', { name: 'Utrecht' })).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /Minimum age/ }).value).toBe('30');
  });

  it('offers the regions of the chosen country only', async () => {
    renderSearch('/members');
    await screen.findByRole('link', { name: /Member 7/ });
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Region' }).disabled).toBe(true);
    fireEvent.change(screen.getByRole('combobox', { name: 'Country' }), { target: { value: 'DE' } });
    const region = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Region' });
    await waitFor(() => expect(region.disabled).toBe(false));
    expect([...region.options].map((option) => option.value)).toEqual(['', 'Bayern']);
  });

  it('names the age field in error and neither searches nor changes the URL', async () => {
    const { queries, location } = renderSearch('/members');
    await screen.findByRole('link', { name: /Member 7/ });
    fireEvent.change(screen.getByRole('textbox', { name: /Minimum age/ }), { target: { value: '17' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    const minAge = screen.getByRole('textbox', { name: /Minimum age/ });
    expect(minAge.getAttribute('aria-invalid')).toBe('true');
    const describedBy = minAge.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Choose an age from 18 to 120 years.');
    expect(screen.getByRole('textbox', { name: /Maximum age/ }).getAttribute('aria-invalid')).toBe('false');
    expect(queries).toEqual([{}]);
    expect(location.history).toEqual(['/members']);
  });

  it('says the maximum age is below the minimum on the maximum age field', async () => {
    renderSearch('/members');
    await screen.findByRole('link', { name: /Member 7/ });
    fireEvent.change(screen.getByRole('textbox', { name: /Minimum age/ }), { target: { value: '40' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Maximum age/ }), { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('textbox', { name: /Maximum age/ }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('The maximum age cannot be lower than the minimum age.')).toBeTruthy();
  });

  it('keeps a submitted search in the URL and searches it', async () => {
    const { queries, location } = renderSearch('/members');
    await screen.findByRole('link', { name: /Member 7/ });
    fireEvent.change(screen.getByRole('combobox', { name: 'Gender' }), { target: { value: 'male' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Minimum age/ }), { target: { value: '25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(queries).toEqual([{}, { gender: 'male', min_age: 25 }]));
    expect(location.history).toEqual(['/members', '/members?gender=male&min_age=25']);
  });

  it('follows the URL when it changes from outside (a link, the back button)', async () => {
    const { queries, location } = renderSearch('/members');
    await screen.findByRole('link', { name: /Member 7/ });
    act(() => location.navigate('/members?max_age=50'));
    await waitFor(() => expect(queries).toEqual([{}, { max_age: 50 }]));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /Maximum age/ }).value).toBe('50');
    expect(location.history).toEqual(['/members', '/members?max_age=50']);
  });

  it('shows similar members when the search finds few', async () => {
    renderSearch('/members?country=DE', () => onePage([aMember(7)], [aMember(8), aMember(9)]));
    const similar = await screen.findByRole('region', { name: 'Similar members' });
    expect([...similar.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual(['/members/8', '/members/9']);
  });

  it('shows no similar members section when the answer has none', async () => {
    renderSearch('/members');
    await screen.findByRole('link', { name: /Member 7/ });
    expect(screen.queryByRole('region', { name: 'Similar members' })).toBeNull();
  });
});

describe('a search card while its photo loads', () => {
  it("shows the photo's ThumbHash in the photo's own square box, and drops it once the photo is in", async () => {
    const thumbhash = Buffer.from(rgbaToThumbHash(4, 4, Array.from({ length: 16 }, () => [200, 120, 40, 255]).flat())).toString('base64');
    const main_image = { filename: 'photos/7/a.webp', thumb_filename: 'photos/7/a-card.webp', status: 'active' as const, thumbhash };
    renderSearch('/members', () => onePage([aMember(7, { main_image })]));
    const photo = await screen.findByRole('img', { name: /Member 7/ });
    const placeholder = photo.parentElement?.querySelector('img[aria-hidden="true"]');
    expect(placeholder?.getAttribute('src')).toBe(thumbhashDataUrl(thumbhash));
    expect([photo.getAttribute('width'), photo.getAttribute('height')]).toEqual(['240', '240']);
    fireEvent.load(photo);
    await waitFor(() => expect(photo.parentElement?.querySelector('img[aria-hidden="true"]')).toBeNull());
  });
});
