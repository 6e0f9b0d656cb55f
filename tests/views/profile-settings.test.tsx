// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { MyProfile, ProfileEdit } from '../../io/entities/profile';
import { aUser, someLikes } from '../support/fixtures';
import { renderApp } from './support/render-app';

afterEach(cleanup);

const user = aUser();
const profile: MyProfile = {
  id: 1, name: 'Demo', age: 30, gender: 'female', living_area: { country: 'NL', region: 'Utrecht', city: 'Utrecht' },
  interests: ['wine'], about: 'Hoi', invisible: true, hair_colour: 'blond',
};
const member = { loadUser: () => Promise.resolve(user), memberData: { user, chats: [], likes: someLikes(0) } };

describe('/profile', () => {
  it('saves the edited attributes and about text and names a field the server refused', async () => {
    const sent: ProfileEdit[] = [];
    renderApp('/profile', {
      ...member,
      calls: {
        getProfile: async () => profile,
        getInterests: async () => ({ interests: ['wine', 'tea'] }),
        getRegions: async () => ({ regions: { NL: ['Utrecht', 'Drenthe'] } }),
        getPhotos: async () => ({ photos: [] }),
        editProfile: async ({ body }) => {
          sent.push(body ?? {});
          return Promise.reject({ kind: 'http', status: 400, body: { error: 'invalid_input', field: 'about' } });
        },
      },
    });
    fireEvent.change(await screen.findByLabelText('Hair colour'), { target: { value: 'red' } });
    fireEvent.change(screen.getByLabelText('About me'), { target: { value: 'Nieuwe tekst' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Tea' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText(/About me may be at most 2000 characters/)).toBeTruthy();
    expect(sent).toEqual([{ hair_colour: 'red', interests: ['wine', 'tea'], about: 'Nieuwe tekst' }]);
    expect(screen.getByLabelText<HTMLTextAreaElement>('About me').value).toBe('Nieuwe tekst');
    expect(screen.getByLabelText('About me').getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the photo-limit notice with a way to Premium when a free member already has 3 photos', async () => {
    const photo = (n: number) => ({
      id: `photo${String(n).padStart(17, '0')}`, status: 'active' as const, main: n === 1, locked: false,
      files: { full: `${n}.jpg`, card: `${n}-card.jpg`, thumb: `${n}-t.jpg` }, thumbhash: '',
    });
    renderApp('/profile', {
      ...member,
      calls: {
        getProfile: async () => profile,
        getInterests: async () => ({ interests: [] }),
        getRegions: async () => ({ regions: {} }),
        getPhotos: async () => ({ photos: [photo(1), photo(2), photo(3)] }),
      },
    });
    expect(await screen.findByText('3 of 3 photos')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Add photo'), { target: { files: [new File(['x'], 'me.jpg', { type: 'image/jpeg' })] } });
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('maximum of 3 photos');
    expect(within(notice).getByRole('link').getAttribute('href')).toBe('/credits');
  });

  it('tells the owner, in their language, why a moderator refused a photo, and describes the photo with it', async () => {
    const refused = {
      id: 'photo00000000000000001', status: 'rejected' as const, main: false, locked: false,
      files: { full: '1.jpg', card: '1-card.jpg', thumb: '1-t.jpg' }, thumbhash: '', rejectionReason: 'contact_details' as const,
    };
    renderApp('/profile', {
      ...member,
      locale: 'nl',
      calls: {
        getProfile: async () => profile,
        getInterests: async () => ({ interests: [] }),
        getRegions: async () => ({ regions: {} }),
        getPhotos: async () => ({ photos: [refused] }),
      },
    });
    const reason = await screen.findByText('Reden: de foto toont contactgegevens');
    const photo = screen.getByRole('img', { name: 'Jouw foto 1' });
    expect(photo.getAttribute('aria-describedby')?.split(' ')).toContain(reason.id);
  });
});

describe('/settings', () => {
  it('lists blocked members, unblocks one, and shows invisible mode as stored', async () => {
    const unblocked: number[] = [];
    renderApp('/settings', {
      ...member,
      calls: {
        getProfile: async () => profile,
        getBlocks: async () => ({ blocked: [{ id: 9, name: 'Sanne', main_image: null, blocked_at: '2026-11-20T10:00:00.000Z' }] }),
        unblockMember: async ({ query }) => {
          if (query !== undefined) unblocked.push(query.member_id);
          return { ok: true };
        },
      },
    });
    expect((await screen.findByRole<HTMLInputElement>('switch', { name: 'Invisible mode' })).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Unblock Sanne' }));
    expect(await screen.findByText('You have not blocked anyone.')).toBeTruthy();
    expect(unblocked).toEqual([9]);
  });
});
