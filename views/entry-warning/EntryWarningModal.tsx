import { css } from '@linaria/core';
import { classed } from '../shell/classed';
import { useSelector } from '@xstate/react';
import type { SubmitEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import { entryWarningFormPath } from '../../io/entities/flags';
import type { entryWarningMachine } from '../../machines/entry-warning/entry-warning.machine';
import { selectCanConfirm, selectCanLeave, selectEntryWarningOpen } from '../../machines/entry-warning/selectors';
import { Modal } from '../shell/Modal';
import { PrimaryButton } from '../shell/ui';
import { colors } from '../theme';

const messages = defineMessages<{ title: {}; adultContent: {}; ageCheck: {}; confirm: {}; leave: {} }>({
  title: { id: 'entryWarning.title', defaultMessage: 'Let op: deze website is alleen voor volwassenen' },
  adultContent: {
    id: 'entryWarning.adultContent',
    defaultMessage:
      'Deze website bevat seksueel getinte teksten en afbeeldingen van volwassenen. Ga alleen verder als zulke inhoud je niet stoort.',
  },
  ageCheck: {
    id: 'entryWarning.ageCheck',
    defaultMessage:
      'Door verder te gaan verklaar je dat je 18 jaar of ouder bent en dat het bekijken van erotische inhoud in je land is toegestaan.',
  },
  confirm: { id: 'entryWarning.confirm', defaultMessage: 'Ik ben 18+ en ga verder' },
  leave: { id: 'entryWarning.leave', defaultMessage: 'Verlaten' },
});

const titleId = 'entry-warning-title';

const Title = classed('h2', css`
  margin: 0 0 1rem;
  font-size: 1.5rem;
  color: ${colors.dark};
`);

const Actions = classed('form', css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-top: 1.5rem;
`);

const LeaveButton = classed('button', css`
  min-height: 44px;
  padding: 0 1.25rem;
  border: 2px solid ${colors.muted};
  border-radius: 999px;
  background: ${colors.surface};
  color: ${colors.text};
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  &:disabled {
    opacity: 0.6;
    cursor: progress;
  }
`);

/**
 * The site-entry warning (spec §2): large, no close button, and Esc or a backdrop click do nothing; the
 * visitor confirms being 18+ or leaves. Opening moves focus to the confirm button (showModal). Confirming
 * works before hydration too: the buttons are a form the server answers (server/http/entry-warning.ts).
 */
export const EntryWarningModal = ({ actor }: { actor: ActorRefFrom<typeof entryWarningMachine> }) => {
  const intl = useIntl();
  const open = useSelector(actor, selectEntryWarningOpen);
  const canConfirm = useSelector(actor, selectCanConfirm);
  const canLeave = useSelector(actor, selectCanLeave);
  // Hydrated, the machine confirms in place; before that the form posts and the server sets the cookie.
  const confirm = (event: SubmitEvent) => {
    event.preventDefault();
    actor.send({ type: 'entryWarning.confirm' });
  };
  return (
    <Modal open={open} labelledBy={titleId} size="lg">
      <Title id={titleId}>{intl.formatMessage(messages.title)}</Title>
      <p>{intl.formatMessage(messages.adultContent)}</p>
      <p>{intl.formatMessage(messages.ageCheck)}</p>
      <Actions method="post" action={entryWarningFormPath} onSubmit={confirm}>
        <PrimaryButton type="submit" disabled={!canConfirm}>
          {intl.formatMessage(messages.confirm)}
        </PrimaryButton>
        <LeaveButton type="button" disabled={!canLeave} aria-busy={!canLeave} onClick={() => actor.send({ type: 'entryWarning.leave' })}>
          {intl.formatMessage(messages.leave)}
        </LeaveButton>
      </Actions>
    </Modal>
  );
};
