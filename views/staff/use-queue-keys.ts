import { useEffect, useRef } from 'react';

/** Keys typed into a field belong to the field, and a key with a modifier to the browser. */
const isForTheQueue = (event: KeyboardEvent): boolean => {
  const target = event.target;
  const typing = target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
  return !typing && !event.ctrlKey && !event.metaKey && !event.altKey;
};

/**
 * A queue's keyboard: `handle` gets each key pressed anywhere on the page (lower-cased letters; '?', digits
 * and Escape as they are) and answers whether it used it (then the browser's own action is prevented).
 */
export const useQueueKeys = (handle: (key: string) => boolean): void => {
  const latest = useRef(handle);
  // The newest handler after each render (its actor may change), read when a key comes.
  useEffect(() => {
    latest.current = handle;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isForTheQueue(event)) return;
      const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
      if (latest.current(key)) event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
};
