// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { aMember, aUser, someLikes } from '../support/fixtures';
import { renderApp } from './support/render-app';

afterEach(cleanup);

const member = () => Promise.resolve(aUser());

describe('chats and likes before their first answer', () => {
  it.each([
    ['/likes', 'No likes received yet.'],
    ['/chats', 'No conversations yet.'],
  ])('%s shows a loading state, never "none yet"', async (path, none) => {
    renderApp(path, { loadUser: member });
    const progress = await screen.findByRole('progressbar');
    expect(progress.closest('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByText(none)).toBeNull();
  });

  it.each([
    ['/likes', 'No likes received yet.'],
    ['/chats', 'No conversations yet.'],
  ])('%s says "none yet" once the answer is empty', async (path, none) => {
    renderApp(path, { loadUser: member, memberData: { user: aUser(), chats: [], likes: someLikes(0) } });
    expect(await screen.findByText(none)).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});

describe('likes list', () => {
  it('leads each like card to the liker under /likes/m/{id} (spec §2)', async () => {
    renderApp('/likes', { loadUser: member, memberData: { user: aUser(), chats: [], likes: someLikes(1, 1) } });
    const cards = await screen.findAllByRole('link', { name: /Member 3?2?00/ });
    expect(cards.map((card) => card.getAttribute('href'))).toEqual(['/likes/m/200', '/likes/m/300']);
  });

  it('keeps member search cards on /members/{id}', async () => {
    renderApp('/members', {
      loadUser: member,
      memberData: { user: aUser(), chats: [], likes: someLikes(0) },
      search: async () => ({ results: [aMember(7)], pageNumber: 0, numResults: 1, pageSize: 20 }),
    });
    const card = await screen.findByRole('link', { name: /Member 7/ });
    expect(card.getAttribute('href')).toBe('/members/7');
  });
});

describe('member photos in a result grid', () => {
  it('loads the first screenful at once (the largest paint) and the rest when scrolled to', async () => {
    const photo = { filename: 'p.jpg', thumb_filename: 'p-thumb.jpg', status: 'active' as const };
    const results = [1, 2, 3, 4, 5, 6].map((id) => aMember(id, { main_image: photo }));
    renderApp('/members', {
      loadUser: member,
      memberData: { user: aUser(), chats: [], likes: someLikes(0) },
      search: async () => ({ results, pageNumber: 0, numResults: results.length, pageSize: 20 }),
    });
    const photos = await screen.findAllByRole('img', { name: /Member \d/ });
    expect(photos.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy', 'lazy']);
  });
});
