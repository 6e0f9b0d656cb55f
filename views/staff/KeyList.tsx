import { css } from '@linaria/core';
import { useIntl } from 'react-intl';
import { queueKeys } from '../../machines/staff/queue-keys';
import { classed } from '../shell/classed';
import { DialogButtons, SecondaryButton } from '../shell/dialog-parts';
import { Modal } from '../shell/Modal';
import { keyMessages as messages } from './messages';

const Keys = classed('dl', css`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0.4rem 1rem;
  & dt kbd {
    padding: 0.1rem 0.45rem;
    border: 1px solid currentColor;
    border-radius: 4px;
    font-family: ui-monospace, monospace;
  }
  & dd {
    margin: 0;
  }
`);

const descriptions = { J: messages.J, K: messages.K, A: messages.A, R: messages.R, '?': messages.help } as const;

/** The queue's keys (?), from the same table the keyboard handler reads. */
export const KeyList = (props: { open: boolean; onClose: () => void }) => {
  const intl = useIntl();
  return (
    <Modal open={props.open} onDismiss={props.onClose} labelledBy="staff-keys-title">
      <h2 id="staff-keys-title">{intl.formatMessage(messages.title)}</h2>
      <Keys>
        {queueKeys.map(({ key }) => [
          <dt key={`${key}-key`}>
            <kbd>{key}</kbd>
          </dt>,
          <dd key={`${key}-text`}>{intl.formatMessage(descriptions[key])}</dd>,
        ])}
        <dt>
          <kbd>{intl.formatMessage(messages.escapeKey)}</kbd>
        </dt>
        <dd>{intl.formatMessage(messages.escape)}</dd>
      </Keys>
      <DialogButtons>
        <SecondaryButton type="button" onClick={props.onClose}>
          {intl.formatMessage(messages.close)}
        </SecondaryButton>
      </DialogButtons>
    </Modal>
  );
};
