import { useLayoutEffect, useState } from 'react';
import { Modal, type ModalProps } from './Modal';

/**
 * Modal, closed by the dialog's own close() before React removes its `open` attribute. Modal alone lets React
 * remove the attribute first; Chromium then keeps the dialog in the top layer, invisible, with the page behind
 * it inert (nothing can be clicked or focused). close() takes it out and gives the focus back to the element
 * that opened it. Once Modal closes the dialog this way itself, this can go.
 */
export const ClosableModal = (props: ModalProps) => {
  // Open for Modal until close() has run, so that React leaves the attribute alone until then.
  const [shown, setShown] = useState(props.open);
  if (props.open && !shown) setShown(true);
  useLayoutEffect(() => {
    if (props.open || !shown) return;
    // Modal's <dialog> carries the id it is labelled by (its content may already be gone).
    const dialog = [...document.querySelectorAll('dialog')].find((element) => element.getAttribute('aria-labelledby') === props.labelledBy);
    dialog?.close();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the dialog's own state is outside React: the attribute may drop only now, after close(), and before the browser paints
    setShown(false);
  }, [props.open, shown, props.labelledBy]);
  return <Modal {...props} open={props.open || shown} />;
};
