import { css } from '@linaria/core';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { MemberSummary } from '../../io/entities/member';
import { selectSettings, selectUser } from '../../machines/app/selectors';
import { selectHasFailed, selectIsLoading, selectTeasers } from '../../machines/public-page/selectors';
import { useApp } from '../app-actor';
import { usePublicPage } from '../public-page/use-public-page';
import { MemberCardFace } from '../screens/MemberCard';
import { classed, classedLink } from '../shell/classed';
import { SignupForm, useSignupForm } from '../signup/SignupForm';
import { colors, primaryPill, radius, shadow } from '../theme';

const messages = defineMessages<{ toMembers: {}; welcomeBack: {} }>({
  toMembers: { id: 'lander.toMembers', defaultMessage: 'Naar de leden' },
  welcomeBack: { id: 'lander.welcomeBack', defaultMessage: 'Je bent al lid. Welkom terug!' },
});

/** Members near the visitor for a landing or lander (io/public-page.ts), as served with the page or loaded. */
export const useTeasers = (): { members: ReadonlyArray<MemberSummary>; loading: boolean; failed: boolean } => {
  const page = usePublicPage();
  return {
    members: useSelector(page, selectTeasers),
    loading: useSelector(page, selectIsLoading),
    failed: useSelector(page, selectHasFailed),
  };
};

/** One member's photo, name, age, area and (fictional) disclosure, as the member cards show them. */
export const TeaserFace = (props: { member: MemberSummary; position: number; size?: 'grid' | 'large' }) => {
  const settings = useApp(selectSettings);
  return (
    <MemberCardFace
      member={props.member}
      cdnPrefix={settings.cdn_prefix}
      fictionalIcon={settings.fictional_icon}
      position={props.position}
      size={props.size ?? 'grid'}
    />
  );
};

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
