import { useEffect } from 'react';

/**
 * Moves the focus to the element with this id once `open` turns true: a conversation that opens takes the
 * focus from the list (which a phone hides), so keyboard and screen-reader users land in it.
 */
export const useFocusOnOpen = (id: string, open: boolean): void => {
  useEffect(() => {
    if (open) document.getElementById(id)?.focus();
  }, [id, open]);
};
