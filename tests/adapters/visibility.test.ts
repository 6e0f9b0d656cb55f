import { describe, expect, it, vi } from 'vitest';
import { pageHidden$, sendPageHiddenBeacon } from '../../adapters/visibility';

class FakeDocument extends EventTarget {
  visibilityState: DocumentVisibilityState = 'visible';
  become(state: DocumentVisibilityState) {
    this.visibilityState = state;
    this.dispatchEvent(new Event('visibilitychange'));
  }
}

describe('pageHidden$', () => {
  it('emits on each change to hidden, not on repeats or on becoming visible', () => {
    const doc = new FakeDocument();
    const hidden = vi.fn();
    pageHidden$(doc).subscribe(hidden);
    doc.become('hidden');
    doc.become('hidden');
    expect(hidden).toHaveBeenCalledTimes(1);
    doc.become('visible');
    expect(hidden).toHaveBeenCalledTimes(1);
    doc.become('hidden');
    expect(hidden).toHaveBeenCalledTimes(2);
  });

  it('does not count a page that was already hidden at subscription', () => {
    const doc = new FakeDocument();
    doc.visibilityState = 'hidden';
    const hidden = vi.fn();
    pageHidden$(doc).subscribe(hidden);
    doc.become('hidden');
    expect(hidden).not.toHaveBeenCalled();
  });
});

const okFetch = () => vi.fn<typeof fetch>(() => Promise.resolve(new Response('{"ok":true}')));

describe('sendPageHiddenBeacon', () => {
  it('sends {} as an application/json Blob to the contract path with sendBeacon', async () => {
    const sendBeacon = vi.fn((_url: string, _data?: BodyInit | null) => true);
    const fetchFn = okFetch();
    expect(sendPageHiddenBeacon({ sendBeacon }, fetchFn)).toBe('beacon');
    const [url, data] = sendBeacon.mock.calls[0] ?? [];
    expect(url).toBe('/api/page-hidden.php');
    expect(data).toBeInstanceOf(Blob);
    if (!(data instanceof Blob)) return;
    expect(data.type).toBe('application/json');
    expect(await data.text()).toBe('{}');
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it.each([
    ['missing', {}],
    ['refused', { sendBeacon: () => false }],
    [
      'throwing',
      {
        sendBeacon: () => {
          throw new TypeError('nope');
        },
      },
    ],
  ])('falls back to a keepalive fetch when sendBeacon is %s', (_why, nav) => {
    const fetchFn = okFetch();
    expect(sendPageHiddenBeacon(nav, fetchFn)).toBe('fetch');
    expect(fetchFn).toHaveBeenCalledTimes(1);
    const [url, init] = fetchFn.mock.calls[0] ?? [];
    expect(url).toBe('/api/page-hidden.php');
    expect(init).toMatchObject({ method: 'POST', body: '{}', keepalive: true, credentials: 'same-origin' });
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
  });

  it('swallows a failing fallback fetch, rejected or thrown', async () => {
    const rejecting = vi.fn<typeof fetch>(() => Promise.reject(new TypeError('offline')));
    expect(sendPageHiddenBeacon({}, rejecting)).toBe('fetch');
    await new Promise((resolve) => setTimeout(resolve, 0)); // an unhandled rejection would fail the run here
    const throwing = vi.fn<typeof fetch>(() => {
      throw new TypeError('bad');
    });
    expect(sendPageHiddenBeacon({}, throwing)).toBe('fetch');
    expect(throwing).toHaveBeenCalledTimes(1);
  });
});
