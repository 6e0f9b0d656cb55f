import { css } from '@linaria/core';
import { useIntl } from 'react-intl';
import type { PhotoRejectionReason } from '../../io/entities/photo';
import { rejectionReasons } from '../../machines/staff/queue-keys';
import { classed } from '../shell/classed';
import { DialogButtons, SecondaryButton } from '../shell/dialog-parts';
import { Modal } from '../shell/Modal';
import { queueMessages as messages, reasonLabels } from './messages';

const Reasons = classed('ol', css`
  display: grid;
  gap: 0.4rem;
  margin: 0;
  padding: 0;
  list-style: none;
  & button {
    width: 100%;
    min-height: 44px;
    text-align: start;
  }
`);

/** The reason a photo is rejected: one of the list (digit N picks the Nth, Esc cancels). */
export const ReasonDialog = (props: { open: boolean; onReason: (reason: PhotoRejectionReason) => void; onCancel: () => void }) => {
  const intl = useIntl();
  return (
    <Modal open={props.open} onDismiss={props.onCancel} labelledBy="staff-reason-title">
      <h2 id="staff-reason-title">{intl.formatMessage(messages.reasonTitle)}</h2>
      <p>{intl.formatMessage(messages.reasonHint)}</p>
      <Reasons>
        {rejectionReasons.map((reason, index) => (
          <li key={reason}>
            <SecondaryButton type="button" onClick={() => props.onReason(reason)} aria-keyshortcuts={String(index + 1)}>
              {`${String(index + 1)}. ${intl.formatMessage(reasonLabels[reason])}`}
            </SecondaryButton>
          </li>
        ))}
      </Reasons>
      <DialogButtons>
        <SecondaryButton type="button" onClick={props.onCancel}>
          {intl.formatMessage(messages.cancel)}
        </SecondaryButton>
      </DialogButtons>
    </Modal>
  );
};
