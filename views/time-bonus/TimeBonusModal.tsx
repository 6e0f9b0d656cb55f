import { css } from '@linaria/core';
import { classed, classedLink } from '../shell/classed';
import { useSelector } from '@xstate/react';
import { defineMessages, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import { timeBonusHours, timeBonusPercentage } from '../../machines/time-bonus/countdown';
import { selectCanDismiss, selectCountdown, selectModalOpen } from '../../machines/time-bonus/selectors';
import type { timeBonusMachine } from '../../machines/time-bonus/time-bonus.machine';
import { Modal } from '../shell/Modal';
import { colors } from '../theme';

const messages = defineMessages<{ title: {}; body: { hours: number; percentage: number }; timeLeft: {}; cta: {}; close: {} }>({
  title: { id: 'timeBonus.modal.title', defaultMessage: 'Wees er snel bij!' },
  body: {
    id: 'timeBonus.modal.body',
    defaultMessage: 'Alleen in de eerste {hours} uur na je aanmelding: {percentage}% korting op je eerste aankoop.',
  },
  timeLeft: { id: 'timeBonus.modal.timeLeft', defaultMessage: 'Nog geldig:' },
  cta: { id: 'timeBonus.modal.cta', defaultMessage: 'Bekijk de aanbieding' },
  close: { id: 'timeBonus.modal.close', defaultMessage: 'Sluiten' },
});

const titleId = 'time-bonus-title';

const Title = classed('h2', css`
  margin: 0 2.5rem 0.75rem 0;
  font-size: 1.5rem;
  color: ${colors.secondary};
`);

const Close = classed('button', css`
  position: absolute;
  top: 0.75rem;
  right: 0.75rem;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${colors.text};
  font-size: 1.6rem;
  line-height: 1;
  cursor: pointer;
  &:hover {
    background: ${colors.background};
  }
`);

const Countdown = classed('p', css`
  margin: 1rem 0;
  font-size: 1.25rem;
  & > span {
    font-variant-numeric: tabular-nums;
    font-weight: 700;
  }
`);

const Cta = classedLink(css`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 48px;
  border-radius: 999px;
  background: ${colors.secondary};
  color: ${colors.onSecondary};
  font-weight: 700;
  text-decoration: none;
  &:focus-visible {
    outline: 3px solid ${colors.dark};
    outline-offset: 2px;
  }
`);

// The dialog's own box is the positioning context of the close button.
const Body = classed('div', css`
  position: relative;
`);

/** The time-bonus modal: the machine opens it after 40 s in the members area; any way of closing it is a dismissal. */
export const TimeBonusModal = ({ actor }: { actor: ActorRefFrom<typeof timeBonusMachine> }) => {
  const intl = useIntl();
  const open = useSelector(actor, selectModalOpen);
  const countdown = useSelector(actor, selectCountdown);
  const canDismiss = useSelector(actor, selectCanDismiss);
  const dismiss = () => actor.send({ type: 'timeBonus.dismiss' });
  return (
    <Modal open={open} onDismiss={canDismiss ? dismiss : undefined} labelledBy={titleId}>
      <Body>
        <Title id={titleId}>{intl.formatMessage(messages.title)}</Title>
        <Close type="button" aria-label={intl.formatMessage(messages.close)} disabled={!canDismiss} onClick={dismiss}>
          ×
        </Close>
        <p>{intl.formatMessage(messages.body, { hours: timeBonusHours, percentage: timeBonusPercentage })}</p>
        <Countdown>
          {intl.formatMessage(messages.timeLeft)} <span role="timer">{countdown}</span>
        </Countdown>
        {/* Taking the offer closes the modal too, so it is not shown again. */}
        <Cta href="/credits" onClick={dismiss}>
          {intl.formatMessage(messages.cta)}
        </Cta>
      </Body>
    </Modal>
  );
};
