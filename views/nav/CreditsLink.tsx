import { css } from '@linaria/core';
import { classed, classedLink } from '../shell/classed';
import { defineMessages, useIntl } from 'react-intl';
import { selectCredits, selectCreditsBadgeTone, selectCreditsOrPremium } from '../../machines/nav/selectors';
import { useApp } from '../app-actor';
import { media } from '../theme';
import { NavLink } from './NavLink';

const messages = defineMessages<{ credits: {}; count: { count: number }; premium: {} }>({
  credits: { id: 'nav.credits', defaultMessage: 'Credits' },
  count: { id: 'nav.creditsCount', defaultMessage: '{count, plural, one {# credit} other {# credits}} over' },
  premium: { id: 'nav.getPremium', defaultMessage: 'Word Premium' },
});

const Badge = classed('span', css`
  min-width: 1.35rem;
  padding: 0 0.4rem;
  border-radius: 999px;
  font-size: 0.75rem;
  font-weight: 700;
  line-height: 1.35rem;
  text-align: center;
  &[data-tone='warning'] {
    background: #ffd166;
    color: #3d2a00;
  }
  &[data-tone='danger'] {
    background: #ff8a80;
    color: #3b0000;
  }
`);

const PremiumLink = classedLink(css`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 0.6rem;
  border-radius: 999px;
  background: linear-gradient(135deg, #ffd66b, #f0a92c);
  color: #3d2a00;
  font-size: 0.85rem;
  font-weight: 800;
  ${media.md} {
    padding: 0 1rem;
    font-size: 1rem;
  }
  text-decoration: none;
  white-space: nowrap;
`);

/** The credits link or the Get Premium button, as machines/nav decides (spec §2). */
export const CreditsLink = () => {
  const intl = useIntl();
  const offer = useApp(selectCreditsOrPremium);
  const credits = useApp(selectCredits);
  const tone = useApp(selectCreditsBadgeTone);
  if (offer === 'none') return null;
  if (offer === 'getPremium') return <PremiumLink href="/premium">{intl.formatMessage(messages.premium)}</PremiumLink>;
  return (
    <NavLink href="/credits">
      {intl.formatMessage(messages.credits)}
      {tone !== 'none' && (
        <Badge data-tone={tone} role="status" aria-label={intl.formatMessage(messages.count, { count: credits })}>
          {credits}
        </Badge>
      )}
    </NavLink>
  );
};
