import { css } from '@linaria/core';
import { classed } from '../shell/classed';
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { alertsMachine } from '../../machines/alerts/alerts.machine';
import { selectActivationModal } from '../../machines/alerts/selectors';
import { Modal } from '../shell/Modal';
import { PrimaryButton } from '../shell/ui';
import { colors } from '../theme';
import { alertMessages as messages } from './alert-messages';

const titleId = 'activation-reminder-title';

const Title = classed('h2', css`
  margin: 0 0 0.75rem;
  color: ${colors.dark};
`);

/** The activation reminder as a modal (a smartphone right after signup through the API). */
export const ActivationModal = ({ actor }: { actor: ActorRefFrom<typeof alertsMachine> }) => {
  const intl = useIntl();
  const open = useSelector(actor, selectActivationModal);
  const close = () => actor.send({ type: 'alerts.closeActivationModal' });
  return (
    <Modal open={open} onDismiss={close} labelledBy={titleId}>
      <Title id={titleId}>{intl.formatMessage(messages.activationTitle)}</Title>
      <p>{intl.formatMessage(messages.activationText)}</p>
      <p>{intl.formatMessage(messages.activationResendHint)}</p>
      <PrimaryButton type="button" onClick={close}>
        {intl.formatMessage(messages.activationClose)}
      </PrimaryButton>
    </Modal>
  );
};
