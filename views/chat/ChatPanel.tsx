import { useId, type ReactNode } from 'react';
import { DialogButtons, SecondaryButton } from '../shell/dialog-parts';
import { Modal } from '../shell/Modal';

/** A panel over the conversation (the gifts, the opening lines): a titled dialog of choices and a way out. */
export const ChatPanel = (props: { open: boolean; title: string; closeLabel: string; onClose: () => void; children: ReactNode }) => {
  const titleId = useId();
  return (
    <Modal open={props.open} onDismiss={props.onClose} labelledBy={titleId}>
      <h2 id={titleId}>{props.title}</h2>
      {props.children}
      <DialogButtons>
        <SecondaryButton type="button" onClick={props.onClose}>
          {props.closeLabel}
        </SecondaryButton>
      </DialogButtons>
    </Modal>
  );
};
