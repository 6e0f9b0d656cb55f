/** A browser URL with the History and Location parts the bindings use; replaceState updates the location. */
export const fakeUrl = (start: string) => {
  let url = new URL(start, 'https://rendezvous.test');
  const replaced: string[] = [];
  const state = { key: 'wouter' };
  const location = {
    get pathname() {
      return url.pathname;
    },
    get search() {
      return url.search;
    },
    get hash() {
      return url.hash;
    },
  };
  const history = {
    state,
    replaceState: (_data: unknown, _unused: string, next?: string | URL | null) => {
      url = new URL(String(next), url);
      replaced.push(`${url.pathname}${url.search}${url.hash}`);
    },
  };
  return { location, history, replaced, current: () => `${url.pathname}${url.search}${url.hash}` };
};

/** A Storage that can be told to refuse writes (private mode, quota). */
export const fakeStorage = (initial: Record<string, string> = {}, refuse = false) => {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      if (refuse) throw new Error('QuotaExceededError');
      items.set(key, value);
    },
  };
};
