import { css } from '@linaria/core';
import { defineMessages, useIntl } from 'react-intl';
import { afterSignupHref } from '../../machines/signup/steps';
import { MatchFinderScreen } from '../match-finder/MatchFinderScreen';
import { classedLink } from '../shell/classed';
import { primaryPill } from '../theme';

const messages = defineMessages({ onward: { id: 'signup.matches.onward', defaultMessage: 'Verder naar alle leden' } });

const Onward = classedLink(css`
  ${primaryPill}
  display: inline-flex;
  align-items: center;
  margin-top: 1.5rem;
`);

/** /signup-matches: the first matches after signup (like them, or open their profiles), then on to the members. */
export const SignupMatchesScreen = () => {
  const intl = useIntl();
  return (
    <MatchFinderScreen>
      <Onward href={afterSignupHref}>{intl.formatMessage(messages.onward)}</Onward>
    </MatchFinderScreen>
  );
};
