import { describe, expect, it, vi } from 'vitest';
import { online$ } from '../../adapters/connectivity';

describe('online$', () => {
  it('starts with navigator.onLine read at subscription, then follows events without repeats', () => {
    const win = new EventTarget();
    const nav = { onLine: false };
    const stream = online$(win, nav);
    nav.onLine = true;
    const seen: boolean[] = [];
    stream.subscribe((v) => seen.push(v));
    win.dispatchEvent(new Event('online'));
    win.dispatchEvent(new Event('offline'));
    win.dispatchEvent(new Event('offline'));
    win.dispatchEvent(new Event('online'));
    expect(seen).toEqual([true, false, true]);
  });

  it('removes its listeners on unsubscribe', () => {
    const win = new EventTarget();
    const remove = vi.spyOn(win, 'removeEventListener');
    const seen: boolean[] = [];
    online$(win, { onLine: true })
      .subscribe((v) => seen.push(v))
      .unsubscribe();
    win.dispatchEvent(new Event('offline'));
    expect(seen).toEqual([true]);
    expect(remove.mock.calls.map(([type]) => type).sort()).toEqual(['offline', 'online']);
  });
});
