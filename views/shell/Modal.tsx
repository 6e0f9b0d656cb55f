import { css } from '@linaria/core';
import { classed } from './classed';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { colors, radius } from '../theme';

const Dialog = classed('dialog', css`
  width: min(92vw, 32rem);
  max-height: 90vh;
  padding: 1.5rem;
  border: 0;
  border-radius: ${radius};
  background: ${colors.surface};
  color: ${colors.text};
  box-shadow: 0 12px 40px rgba(15, 20, 60, 0.35);
  &[data-size='lg'] {
    width: min(96vw, 56rem);
  }
  &::backdrop {
    background: rgba(15, 20, 60, 0.55);
  }
  /* Server markup is <dialog open>, not modal until showModal(): placed and dimmed as the modal will be. */
  &[open]:not(:modal) {
    position: fixed;
    inset: 0;
    z-index: 10;
    max-width: calc(100% - 6px - 2em);
    margin: auto;
    overflow: auto;
    box-shadow: 0 12px 40px rgba(15, 20, 60, 0.35), 0 0 0 100vmax rgba(15, 20, 60, 0.55);
  }
`);

export interface ModalProps {
  readonly open: boolean;
  /** Called on Esc, a backdrop click or a close button. Leave it out for a modal that must not be dismissed. */
  readonly onDismiss?: () => void;
  /** Id of the element that names the dialog (usually its heading). */
  readonly labelledBy: string;
  readonly size?: 'md' | 'lg';
  readonly children: ReactNode;
}

/**
 * A modal on the native <dialog>: showModal() gives the focus trap, Esc and inert background for free.
 * Whether it is open is decided by a machine; this mirrors `open` onto the element with showModal() and
 * close(). React renders the `open` attribute only as it was at first (the server's markup) and never
 * changes it: removing it from a modal dialog, rather than calling close(), leaves Chromium with an
 * invisible dialog in the top layer and the page behind it inert.
 */
export const Modal = ({ open, onDismiss, labelledBy, size = 'md', children }: ModalProps) => {
  const ref = useRef<HTMLDialogElement>(null);
  const modal = useRef(false);
  const [openAtFirst] = useState(open);
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (dialog === null) return;
    // Open but not modal (as rendered on the server): reopened as a modal before the browser paints again.
    if (open && !modal.current) {
      if (dialog.open) dialog.close();
      dialog.showModal();
    }
    if (!open && dialog.open) dialog.close();
    modal.current = open;
  }, [open]);
  return (
    <Dialog
      ref={ref}
      open={openAtFirst}
      aria-labelledby={labelledBy}
      data-size={size}
      onCancel={(event) => {
        // Esc: the machine decides; the element must not close itself behind the machine's back.
        event.preventDefault();
        onDismiss?.();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onDismiss?.();
      }}
    >
      {open && children}
    </Dialog>
  );
};
