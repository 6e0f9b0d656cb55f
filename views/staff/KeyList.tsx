import { css } from '@linaria/core';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { queueKeys, textQueueKeys } from '../../machines/staff/queue-keys';
import { classed } from '../shell/classed';
import { DialogButtons, SecondaryButton } from '../shell/dialog-parts';
import { Modal } from '../shell/Modal';
import { keyMessages as messages } from './messages';
import { textKeyMessages } from './text-messages';

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

/** A queue's key as its ? list names it. */
export interface KeyEntry {
  readonly key: string;
  readonly description: MessageDescriptor;
}

const photoDescriptions = { J: messages.J, K: messages.K, A: messages.A, R: messages.R, '?': messages.help } as const;
const textDescriptions = { ...textKeyMessages, '?': messages.help } as const;

/** The photo queue's keys, from the same table its keyboard handler reads. */
export const photoQueueKeyList: ReadonlyArray<KeyEntry> = queueKeys.map(({ key }) => ({ key, description: photoDescriptions[key] }));
/** The text queue's keys, likewise. */
export const textQueueKeyList: ReadonlyArray<KeyEntry> = textQueueKeys.map(({ key }) => ({ key, description: textDescriptions[key] }));

/** A queue's keys (?), and Escape. */
export const KeyList = (props: { open: boolean; onClose: () => void; keys: ReadonlyArray<KeyEntry> }) => {
  const intl = useIntl();
  return (
    <Modal open={props.open} onDismiss={props.onClose} labelledBy="staff-keys-title">
      <h2 id="staff-keys-title">{intl.formatMessage(messages.title)}</h2>
      <Keys>
        {props.keys.map(({ key, description }) => [
          <dt key={`${key}-key`}>
            <kbd>{key}</kbd>
          </dt>,
          <dd key={`${key}-text`}>{intl.formatMessage(description)}</dd>,
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
