import { css } from '@linaria/core';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { Redirect, useSearch } from 'wouter';
import { selectSessionPhase } from '../../machines/app/selectors';
import { selectModalDismissable } from '../../machines/signup/selectors';
import { signupScreenShows, stepOfSearch } from '../../machines/signup/steps';
import { authTargets } from '../../machines/shell/route-table';
import { useApp } from '../app-actor';
import { classed } from '../shell/classed';
import { Card, Page } from '../shell/ui';
import { SignupForm, useSignupForm } from './SignupForm';
import { SignupSteps } from './SignupSteps';

const Narrow = classed('div', css`
  max-width: 30rem;
  margin: 0 auto;
`);

/** The form for a visitor; it stays while the account is made (the member is logged in before it finishes). */
const VisitorSignup = ({ session }: { session: 'in' | 'out' }) => {
  const headingId = useId();
  const form = useSignupForm();
  const inProgress = !useSelector(form, selectModalDismissable);
  if (session === 'in' && !inProgress) return <Redirect to={authTargets.home} replace />;
  return (
    <Narrow>
      <Card>
        <SignupForm actor={form} headingId={headingId} />
      </Card>
    </Narrow>
  );
};

/** /signup: the form (spec §3) for a visitor, then the steps (spec §4) in the URL; a member without a step goes to the members. */
export const SignupScreen = () => {
  const phase = useApp(selectSessionPhase);
  const step = stepOfSearch(useSearch());
  const session = phase === 'in' ? 'in' : 'out';
  const shows = signupScreenShows(session, step);
  return <Page>{shows === 'step' && step !== null ? <SignupSteps step={step} /> : <VisitorSignup session={session} />}</Page>;
};
