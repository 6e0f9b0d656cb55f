import { css } from '@linaria/core';
import { classed, classedLink } from '../shell/classed';
import { useSelector } from '@xstate/react';
import { defineMessages, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import { timeBonusPercentage } from '../../machines/time-bonus/countdown';
import { selectCountdown, selectShowBanner } from '../../machines/time-bonus/selectors';
import type { timeBonusMachine } from '../../machines/time-bonus/time-bonus.machine';
import { colors, media } from '../theme';

const messages = defineMessages<{ label: {}; actFast: {}; offer: { percentage: number }; timeLeft: {}; cta: {} }>({
  label: { id: 'timeBonus.banner.label', defaultMessage: 'Welkomstkorting' },
  actFast: { id: 'timeBonus.banner.actFast', defaultMessage: 'Wees er snel bij!' },
  offer: { id: 'timeBonus.banner.offer', defaultMessage: '{percentage}% korting op je eerste aankoop' },
  timeLeft: { id: 'timeBonus.banner.timeLeft', defaultMessage: 'Nog geldig:' },
  cta: { id: 'timeBonus.banner.cta', defaultMessage: 'Profiteer nu' },
});

const Bar = classed('aside', css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 0.4rem 0.9rem;
  padding: 0.6rem 0.75rem;
  background: ${colors.secondary};
  color: ${colors.onSecondary};
  text-align: center;
  ${media.md} {
    padding: 0.5rem 1.5rem;
  }
`);

const Countdown = classed('span', css`
  font-variant-numeric: tabular-nums;
  font-weight: 700;
  letter-spacing: 0.03em;
`);

const Cta = classedLink(css`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 1.1rem;
  border-radius: 999px;
  background: ${colors.onSecondary};
  color: ${colors.secondary};
  font-weight: 700;
  text-decoration: none;
  &:focus-visible {
    outline: 3px solid ${colors.onSecondary};
    outline-offset: 2px;
  }
`);

/** The top banner of the welcome time bonus: the offer and its hh:mm:ss countdown, in the members area only. */
export const TimeBonusBanner = ({ actor }: { actor: ActorRefFrom<typeof timeBonusMachine> }) => {
  const intl = useIntl();
  const visible = useSelector(actor, selectShowBanner);
  const countdown = useSelector(actor, selectCountdown);
  if (!visible) return null;
  return (
    <Bar aria-label={intl.formatMessage(messages.label)}>
      <strong>{intl.formatMessage(messages.actFast)}</strong>
      <span>{intl.formatMessage(messages.offer, { percentage: timeBonusPercentage })}</span>
      <span>
        {intl.formatMessage(messages.timeLeft)} {/* role timer: read on request, not announced every second */}
        <Countdown role="timer">{countdown}</Countdown>
      </span>
      <Cta href="/credits">{intl.formatMessage(messages.cta)}</Cta>
    </Bar>
  );
};
