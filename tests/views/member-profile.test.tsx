// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { LikeResult } from '../../io/entities/like';
import type { ReportRequest } from '../../io/entities/report';
import { aUser } from '../support/fixtures';
import { aProfile, somePhotos } from '../support/profile-fixtures';
import { renderApp, visitor } from './support/render-app';

afterEach(cleanup);

const member = () => Promise.resolve(aUser());
const photos = async () => ({ photos: somePhotos(3, true) });

describe('member profile screen', () => {
  it('shows the name, age and living area of the answer', async () => {
    renderApp('/members/5', { loadUser: member, calls: { getMember: async () => aProfile(5, { name: 'Eva', age: 41 }), getPhotos: photos } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Eva' })).toBeTruthy();
    expect(screen.getByText(/41 years · Utrecht, Utrecht, Netherlands/)).toBeTruthy();
  });

  it('shows the fictional disclosure of the answer on a fictional profile only', async () => {
    const disclosure = 'This profile is fictional and run by the operator.';
    renderApp('/members/6', {
      loadUser: member,
      calls: { getMember: async () => aProfile(6, {}, { fictional: true, fictional_warning: disclosure }), getPhotos: photos },
    });
    await screen.findByRole('heading', { level: 1, name: 'Member 6' });
    expect(screen.getByText(disclosure)).toBeTruthy();
    cleanup();
    renderApp('/members/5', { loadUser: member, calls: { getMember: async () => aProfile(5), getPhotos: photos } });
    await screen.findByRole('heading', { level: 1, name: 'Member 5' });
    expect(screen.queryByText(disclosure)).toBeNull();
  });

  it('likes the member at once and keeps it when the server agrees', async () => {
    const liked: number[] = [];
    renderApp('/members/5', {
      loadUser: member,
      calls: {
        getMember: async () => aProfile(5),
        getPhotos: photos,
        giveLike: async ({ body }) => {
          liked.push(body?.member_id ?? 0);
          return { match: false };
        },
      },
    });
    const like = await screen.findByRole('button', { name: 'Like' });
    expect(like.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(like);
    expect(like.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(like.getAttribute('aria-busy')).toBe('false'));
    expect(liked).toEqual([5]);
    expect(like.getAttribute('aria-pressed')).toBe('true');
  });

  it('takes the like back when the server refuses it', async () => {
    let refuse: (reason: unknown) => void = () => undefined;
    renderApp('/members/5', {
      loadUser: member,
      calls: {
        getMember: async () => aProfile(5),
        getPhotos: photos,
        giveLike: () =>
          new Promise<LikeResult>((_, reject) => {
            refuse = reject;
          }),
      },
    });
    const like = await screen.findByRole('button', { name: 'Like' });
    fireEvent.click(like);
    expect(like.getAttribute('aria-pressed')).toBe('true');
    refuse({ kind: 'network' });
    await waitFor(() => expect(like.getAttribute('aria-pressed')).toBe('false'));
  });

  it('asks a visitor who likes to log in, and likes nothing', async () => {
    const liked: number[] = [];
    // A site that shows its members to visitors (spec §6): the profile is open, liking needs a login.
    renderApp('/members/5', {
      loadUser: visitor,
      settings: { logged_out_search: true },
      calls: {
        getMember: async () => aProfile(5),
        getPhotos: photos,
        giveLike: async ({ body }) => {
          liked.push(body?.member_id ?? 0);
          return { match: false };
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Like' }));
    const dialog = await screen.findByRole('dialog', { name: 'Login required' });
    expect(dialog.querySelector('a')?.getAttribute('href')).toMatch(/^\/login/);
    expect(liked).toEqual([]);
  });

  it('reports from the profile with the shared report form, naming no conversation, and thanks in the member\'s language', async () => {
    const reports: ReportRequest[] = [];
    renderApp('/members/5', {
      loadUser: member,
      calls: {
        getMember: async () => aProfile(5),
        getPhotos: photos,
        reportMember: async ({ body }) => {
          if (body !== undefined) reports.push(body);
          return { ok: true as const };
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Report' }));
    const form = await screen.findByRole('dialog', { name: 'Report Member 5' });
    fireEvent.click(within(form).getByRole('radio', { name: 'Fake profile' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Thank you, we will look into your report.')).toBeTruthy();
    expect(reports).toEqual([{ member_id: 5, reason: 'fake_profile' }]);
  });
});
