// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { rgbaToThumbHash } from 'thumbhash';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { PhotoStatus, PhotoView } from '../../io/entities/photo';
import type { MyProfile } from '../../io/entities/profile';
import { thumbhashDataUrl } from '../../views/photos/thumbhash-placeholder';
import { aUser, someLikes } from '../support/fixtures';
import { renderApp } from './support/render-app';

afterEach(cleanup);

/** The ThumbHash of a 4×4 picture, left half red, right half blue. */
const aThumbhash = (): string => {
  const rgba = Array.from({ length: 16 }, (_, pixel) => (pixel % 4 < 2 ? [220, 30, 30, 255] : [30, 30, 220, 255])).flat();
  return Buffer.from(rgbaToThumbHash(4, 4, rgba)).toString('base64');
};

const photo = (n: number, status: PhotoStatus, thumbhash = aThumbhash()): PhotoView => ({
  id: `photo${String(n).padStart(17, '0')}`, status, main: n === 1, locked: false,
  files: { full: `${n}.webp`, card: `${n}-card.webp`, thumb: `${n}-thumb.webp` }, thumbhash,
});

const user = aUser();
const profile: MyProfile = { id: 1, name: 'Demo', age: 30, gender: 'female', living_area: { country: 'NL', region: 'Utrecht', city: 'Utrecht' }, interests: [], about: '', invisible: false };

const renderProfile = (photos: PhotoView[], deleted: string[] = []) =>
  renderApp('/profile', {
    loadUser: () => Promise.resolve(user),
    memberData: { user, chats: [], likes: someLikes(0) },
    calls: {
      getProfile: async () => profile,
      getInterests: async () => ({ interests: [] }),
      getRegions: async () => ({ regions: {} }),
      getPhotos: async () => ({ photos }),
      deletePhoto: async ({ query }) => {
        if (query !== undefined) deleted.push(query.id);
        return { photos: photos.filter((p) => p.id !== query?.id) };
      },
    },
  });

/** The decorative placeholder drawn in the photo's box, or null. */
const placeholderOf = (image: HTMLElement): HTMLImageElement | null => image.parentElement?.querySelector<HTMLImageElement>('img[aria-hidden="true"]') ?? null;

describe('the photo grid on /profile', () => {
  it('draws each photo’s thumbhash in the photo’s own box until the photo has loaded', async () => {
    renderProfile([photo(1, 'active'), photo(2, 'pending')]);
    const first = await screen.findByRole('img', { name: 'Your photo 1' });
    const second = screen.getByRole('img', { name: 'Your photo 2' });
    for (const image of [first, second]) {
      const placeholder = placeholderOf(image);
      expect(placeholder?.getAttribute('src')).toBe(thumbhashDataUrl(aThumbhash()));
      expect(placeholder?.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
      // Both fill one box of the card's size, so the tile is as large before the photo arrives as after.
      expect([placeholder?.getAttribute('width'), placeholder?.getAttribute('height')]).toEqual(['400', '400']);
      expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['400', '400']);
      expect(placeholder?.parentElement).toBe(image.parentElement);
    }

    fireEvent.load(first);
    expect(placeholderOf(first)).toBeNull();
    expect(placeholderOf(second)).not.toBeNull();
    // The same photo element stays, in the same box and at the same size.
    expect(screen.getByRole('img', { name: 'Your photo 1' })).toBe(first);
    expect([first.getAttribute('width'), first.getAttribute('height')]).toEqual(['400', '400']);
  });

  it('keeps a photo’s status visible and gives it as the photo’s description', async () => {
    renderProfile([photo(1, 'active'), photo(2, 'pending'), photo(3, 'rejected')]);
    expect(await screen.findByRole('img', { name: 'Your photo 1', description: 'Main photo · Approved' })).toBeTruthy();
    const pending = screen.getByRole('img', { name: 'Your photo 2', description: 'Awaiting approval' });
    const rejected = screen.getByRole('img', { name: 'Your photo 3', description: 'Rejected' });
    fireEvent.load(pending);
    fireEvent.load(rejected);
    expect(screen.getByText('Awaiting approval')).toBeTruthy();
    expect(screen.getByText('Rejected')).toBeTruthy();
  });

  it('shows the box without a placeholder for a photo that has no thumbhash', async () => {
    renderProfile([photo(1, 'active', '')]);
    const image = await screen.findByRole('img', { name: 'Your photo 1' });
    expect(placeholderOf(image)).toBeNull();
    expect(image.getAttribute('width')).toBe('400');
  });

  it('asks before deleting: cancel keeps the photo, confirming deletes it', async () => {
    const closes: { label: string | null; wasOpen: boolean }[] = [];
    const close = vi.spyOn(HTMLDialogElement.prototype, 'close').mockImplementation(function (this: HTMLDialogElement) {
      closes.push({ label: this.getAttribute('aria-labelledby'), wasOpen: this.open });
      this.removeAttribute('open');
    });
    onTestFinished(() => close.mockRestore());
    const deleted: string[] = [];
    renderProfile([photo(1, 'active'), photo(2, 'active')], deleted);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete: Your photo 2' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete photo?' });
    expect(dialog.textContent).toContain('The photo will be deleted for good.');
    // The harmless choice first, where the focus lands when the dialog opens.
    expect(within(dialog).getAllByRole('button').map((button) => button.textContent)).toEqual(['Cancel', 'Yes, delete']);
    closes.splice(0); // Modal itself closes the server-style <dialog open> once to reopen it as a modal.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(deleted).toEqual([]);
    // Closed by the dialog's own close() while it was still open: only that takes a modal out of the top layer.
    expect(closes).toEqual([{ label: dialog.getAttribute('aria-labelledby'), wasOpen: true }]);

    fireEvent.click(screen.getByRole('button', { name: 'Delete: Your photo 2' }));
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Delete: Your photo 2' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText('1 of 3 photos')).toBeTruthy();
    expect(deleted).toEqual([photo(2, 'active').id]);
    expect(screen.queryByRole('img', { name: 'Your photo 2' })).toBeNull();
  });
});

describe('thumbhashDataUrl', () => {
  it('draws a PNG of a stored thumbhash and nothing for none or one that does not decode', () => {
    expect(thumbhashDataUrl(aThumbhash())).toMatch(/^data:image\/png;base64,/);
    expect(thumbhashDataUrl('')).toBeUndefined();
    expect(thumbhashDataUrl('%%% not base64')).toBeUndefined();
  });
});
