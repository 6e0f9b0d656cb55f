import { css } from '@linaria/core';
import { defineMessages, useIntl } from 'react-intl';
import { classed } from '../shell/classed';

const messages = defineMessages<{ premium: {} }>({
  premium: { id: 'memberProfile.premium', defaultMessage: 'Premium' },
});

// Gold-styled (spec §6: premium members get gold-styled imagery).
const Badge = classed('span', css`
  padding: 0.15rem 0.6rem;
  border-radius: 999px;
  background: linear-gradient(135deg, #f6d365, #c9a227);
  color: #3b2a00;
  font-size: 0.85rem;
  font-weight: 700;
`);

/** A premium member's badge (spec §6), on their profile and above a conversation with them. */
export const PremiumBadge = () => {
  const intl = useIntl();
  return <Badge>{intl.formatMessage(messages.premium)}</Badge>;
};
