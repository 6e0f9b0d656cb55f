import { css } from '@linaria/core';
import { defineMessages, useIntl } from 'react-intl';
import { classed } from '../shell/classed';
import { colors, radius } from '../theme';

const messages = defineMessages({
  photos: { id: 'premium.advantage.photos', defaultMessage: 'Bekijk alle foto’s, ook de privéfoto’s, zonder vervaging' },
  upload: { id: 'premium.advantage.upload', defaultMessage: 'Plaats tot 25 foto’s in je profiel (gratis leden 3)' },
  functions: { id: 'premium.advantage.functions', defaultMessage: 'Gebruik de premiumfuncties, ook met 0 credits' },
  badge: { id: 'premium.advantage.badge', defaultMessage: 'Een premiumbadge op je profiel' },
  chance: { id: 'premium.advantage.chance', defaultMessage: 'Premiumleden hebben 46% meer kans op een reactie' },
});

const Box = classed('div', css`
  padding: 0.75rem 1rem;
  border-radius: ${radius};
  background: #fff7e0;
  border: 1px solid #e0b000;
  & ul {
    margin: 0.5rem 0 0;
    padding-left: 1.25rem;
  }
  & p {
    margin: 0;
    font-weight: 700;
    color: ${colors.text};
  }
`);

/** What premium gives (spec §6, §9): shown on /premium, /pricing and before a first purchase. */
export const PremiumAdvantages = ({ lead }: { lead: string }) => {
  const intl = useIntl();
  return (
    <Box>
      <p>{lead}</p>
      <ul>
        {[messages.photos, messages.upload, messages.functions, messages.badge, messages.chance].map((message) => (
          <li key={message.id}>{intl.formatMessage(message)}</li>
        ))}
      </ul>
    </Box>
  );
};
