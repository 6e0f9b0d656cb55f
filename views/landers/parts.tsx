import { css } from '@linaria/core';
import { useId } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { selectUser } from '../../machines/app/selectors';
import { useApp } from '../app-actor';
import { classed, classedLink } from '../shell/classed';
import { SignupForm, useSignupForm } from '../signup/SignupForm';
import { colors, primaryPill, radius, shadow } from '../theme';

const messages = defineMessages<{ toMembers: {}; welcomeBack: {} }>({
  toMembers: { id: 'lander.toMembers', defaultMessage: 'Naar de leden' },
  welcomeBack: { id: 'lander.welcomeBack', defaultMessage: 'Je bent al lid. Welkom terug!' },
});

// The members near the visitor and their cards live in teasers.tsx (the landing needs them without the form).
export { TeaserFace, useTeasers } from './teasers';

const SignupCard = classed('div', css`
  padding: 1.25rem;
  border-radius: ${radius};
  background: ${colors.surface};
  box-shadow: ${shadow};
  color: ${colors.text};
  & h1 {
    margin: 0 0 0.75rem;
    font-size: 1.4rem;
  }
`);

const MembersLink = classedLink(css`
  ${primaryPill}
`);

/**
 * The signup form embedded in a lander (spec §2: the signup "can be embedded"): the lander's tracking
 * parameters were kept on arrival (machines/tracking) and go with the signup. A member sees the way in.
 */
export const LanderSignup = () => {
  const user = useApp(selectUser);
  return <SignupCard>{user === null ? <EmbeddedForm /> : <WelcomeBack />}</SignupCard>;
};

const EmbeddedForm = () => {
  const actor = useSignupForm();
  return <SignupForm actor={actor} headingId={useId()} />;
};

const WelcomeBack = () => {
  const intl = useIntl();
  return (
    <>
      <p>{intl.formatMessage(messages.welcomeBack)}</p>
      <MembersLink href="/members">{intl.formatMessage(messages.toMembers)}</MembersLink>
    </>
  );
};
