import { useId, type ReactNode } from 'react';
import { DialogButtons, SecondaryButton } from './dialog-parts';
import { Modal } from './Modal';
import { ErrorText, PrimaryButton } from './ui';

export interface ConfirmDialogProps {
  readonly open: boolean;
  readonly title: string;
  readonly confirmLabel: string;
  readonly cancelLabel: string;
  readonly onConfirm: () => void;
  /** Cancel, Esc or a click on the backdrop. */
  readonly onCancel: () => void;
  /** The confirmed action runs: neither button answers and the dialog cannot be dismissed until it ends. */
  readonly busy?: boolean;
  /** Confirming is not possible yet (a required choice is missing). */
  readonly confirmDisabled?: boolean;
  /** Why the last attempt failed, announced; the member may confirm again. */
  readonly failure?: string | undefined;
  /** What is asked: a sentence, or the fields of a small form. */
  readonly children: ReactNode;
}

/**
 * A question with cancel and confirm, on the shared Modal. The content is a form, so Enter in a field confirms
 * as the confirm button does; cancel comes first, so the focus lands on the harmless choice.
 */
export const ConfirmDialog = (props: ConfirmDialogProps) => {
  const titleId = useId();
  const busy = props.busy ?? false;
  return (
    <Modal open={props.open} onDismiss={busy ? undefined : props.onCancel} labelledBy={titleId}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!busy && props.confirmDisabled !== true) props.onConfirm();
        }}
      >
        <h2 id={titleId}>{props.title}</h2>
        {props.children}
        {props.failure !== undefined && <ErrorText role="alert">{props.failure}</ErrorText>}
        <DialogButtons>
          <SecondaryButton type="button" onClick={props.onCancel} disabled={busy}>
            {props.cancelLabel}
          </SecondaryButton>
          <PrimaryButton type="submit" disabled={busy || props.confirmDisabled === true}>
            {props.confirmLabel}
          </PrimaryButton>
        </DialogButtons>
      </form>
    </Modal>
  );
};
