import { describe, expect, it, vi } from 'vitest';
import { setAppBadge } from '../../adapters/badge';

const badgeApi = () => ({
  setAppBadge: vi.fn((_count?: number) => Promise.resolve()),
  clearAppBadge: vi.fn(() => Promise.resolve()),
});

describe('setAppBadge', () => {
  it('sets the count when above zero', async () => {
    const nav = badgeApi();
    await setAppBadge(nav, 12);
    expect(nav.setAppBadge).toHaveBeenCalledWith(12);
    expect(nav.clearAppBadge).not.toHaveBeenCalled();
  });

  it('clears at zero (and below)', async () => {
    const nav = badgeApi();
    await setAppBadge(nav, 0);
    await setAppBadge(nav, -2);
    expect(nav.clearAppBadge).toHaveBeenCalledTimes(2);
    expect(nav.setAppBadge).not.toHaveBeenCalled();
  });

  it('clears with setAppBadge(0) where clearAppBadge is missing', async () => {
    const setBadge = vi.fn((_count?: number) => Promise.resolve());
    await setAppBadge({ setAppBadge: setBadge }, 0);
    expect(setBadge).toHaveBeenCalledWith(0);
  });

  it('is a no-op where the API is missing', async () => {
    await expect(setAppBadge({}, 5)).resolves.toBeUndefined();
    await expect(setAppBadge({}, 0)).resolves.toBeUndefined();
  });

  it('never rejects, whether the browser rejects or throws', async () => {
    const rejecting = { setAppBadge: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) };
    const throwing = {
      clearAppBadge: (): Promise<void> => {
        throw new TypeError('illegal');
      },
    };
    await expect(setAppBadge(rejecting, 1)).resolves.toBeUndefined();
    await expect(setAppBadge(throwing, 0)).resolves.toBeUndefined();
  });
});
