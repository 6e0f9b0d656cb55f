import { css } from '@linaria/core';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { selectModalDismissable, selectModalOpen, selectModalOpening } from '../../machines/signup/selectors';
import { classed } from '../shell/classed';
import { Modal } from '../shell/Modal';
import { colors } from '../theme';
import { SignupForm, useSignupForm } from './SignupForm';
import { useSignupModal } from './signup-modal-context';

const messages = defineMessages({ close: { id: 'signup.modal.close', defaultMessage: 'Sluiten' } });

const Close = classed('button', css`
  float: right;
  min-height: 44px;
  padding: 0 0.75rem;
  border: 0;
  background: none;
  color: ${colors.primaryStrong};
  font: inherit;
  font-weight: 700;
  text-decoration: underline;
  cursor: pointer;
`);

/** One opening of the modal: a fresh form; closable (Esc, backdrop, the close button) unless signup is in progress. */
const FormModal = () => {
  const intl = useIntl();
  const headingId = useId();
  const modal = useSignupModal();
  const open = useSelector(modal, selectModalOpen);
  const form = useSignupForm();
  const dismissable = useSelector(form, selectModalDismissable);
  const close = () => modal.send({ type: 'signupModal.close' });
  return (
    <Modal open={open} size="lg" labelledBy={headingId} {...(dismissable ? { onDismiss: close } : {})}>
      {dismissable && (
        <Close type="button" onClick={close}>
          {intl.formatMessage(messages.close)}
        </Close>
      )}
      <SignupForm actor={form} headingId={headingId} />
    </Modal>
  );
};

/**
 * Spec §2 signup modal (large, no header or footer) of the default and empty layouts, holding the signup
 * form. Each opening is a new form; it closes on a new page (the steps after signup, the login link).
 */
export const SignupModal = () => {
  const opening = useSelector(useSignupModal(), selectModalOpening);
  return <FormModal key={opening} />;
};
