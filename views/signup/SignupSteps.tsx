import { css } from '@linaria/core';
import { useSelector } from '@xstate/react';
import { useEffect, useId } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useLocation, useSearch } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import { selectSettings, selectUser } from '../../machines/app/selectors';
import { choiceFields } from '../../machines/profile-edit/draft';
import type { profileEditMachine } from '../../machines/profile-edit/profile-edit.machine';
import { selectIsLoading, selectIsSaving, selectSaveFailed } from '../../machines/profile-edit/selectors';
import { signupStepsFeature } from '../../machines/signup/feature';
import {
  selectCanGoBack,
  selectLocationChild,
  selectPhotosChild,
  selectProfileChild,
  selectStep,
  selectStepsHref,
} from '../../machines/signup/selectors';
import { signupSteps, stepOfSearch, type SignupStep } from '../../machines/signup/steps';
import { useApp, useFeatureActor } from '../app-actor';
import { PhotoManager } from '../profile-edit/PhotoManager';
import { About, ChoiceSelect, Interests } from '../profile-edit/ProfileForm';
import { FieldGrid, Spaced } from '../profile-edit/form-parts';
import { PushOptIn } from '../push/PushOptIn';
import { classed } from '../shell/classed';
import { Card, ErrorText, Heading, PrimaryButton, Spinner } from '../shell/ui';
import { colors } from '../theme';
import { LocationStep } from './LocationStep';

const messages = defineMessages<{
  progress: { number: number; count: number };
  photo: {};
  location: {};
  personal: {};
  about: {};
  push: {};
  next: {};
  skip: {};
  back: {};
  saving: {};
  loading: {};
  saveFailed: {};
}>({
  progress: { id: 'signup.steps.progress', defaultMessage: 'Stap {number} van {count}' },
  photo: { id: 'signup.steps.photo', defaultMessage: 'Voeg een foto toe' },
  location: { id: 'signup.steps.location', defaultMessage: 'Waar woon je?' },
  personal: { id: 'signup.steps.personal', defaultMessage: 'Over jou' },
  about: { id: 'signup.steps.about', defaultMessage: 'Over mij en mijn interesses' },
  push: { id: 'signup.steps.push', defaultMessage: 'Blijf op de hoogte' },
  next: { id: 'signup.steps.next', defaultMessage: 'Volgende' },
  skip: { id: 'signup.steps.skip', defaultMessage: 'Overslaan' },
  back: { id: 'signup.steps.back', defaultMessage: 'Terug' },
  saving: { id: 'signup.steps.saving', defaultMessage: 'Opslaan…' },
  loading: { id: 'signup.steps.loading', defaultMessage: 'Laden…' },
  saveFailed: { id: 'signup.steps.saveFailed', defaultMessage: 'Opslaan is niet gelukt. Probeer het opnieuw of sla deze stap over.' },
});

const Actions = classed('div', css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-top: 1.5rem;
`);

const SecondaryButton = classed('button', css`
  min-height: 44px;
  padding: 0 1.25rem;
  border: 1px solid ${colors.dark};
  border-radius: 999px;
  background: ${colors.surface};
  color: ${colors.dark};
  font: inherit;
  font-weight: 700;
  cursor: pointer;
`);

type ProfileActor = ActorRefFrom<typeof profileEditMachine>;

/** Steps 2 and 3: the profile-edit fields of that step (gender was asked with the form). */
const ProfileFields = ({ actor, step }: { actor: ProfileActor; step: 'personal' | 'about' }) => {
  const intl = useIntl();
  const errorId = useId();
  const loading = useSelector(actor, selectIsLoading);
  const failed = useSelector(actor, selectSaveFailed);
  const saving = useSelector(actor, selectIsSaving);
  if (loading) return <Spinner role="progressbar" aria-label={intl.formatMessage(messages.loading)} />;
  const none = { invalid: false, errorId };
  return (
    <div aria-busy={saving}>
      {step === 'personal' ? (
        <FieldGrid>
          {choiceFields
            .filter((field) => field !== 'gender')
            .map((field) => (
              <ChoiceSelect key={field} actor={actor} field={field} {...none} />
            ))}
        </FieldGrid>
      ) : (
        <>
          <Interests actor={actor} {...none} />
          <Spaced>
            <About actor={actor} {...none} />
          </Spaced>
        </>
      )}
      {failed && (
        <ErrorText id={errorId} role="alert">
          {intl.formatMessage(messages.saveFailed)}
        </ErrorText>
      )}
    </div>
  );
};

const StepBody = ({ actor, step }: { actor: ActorRefFrom<typeof signupStepsFeature.machine>; step: SignupStep }) => {
  const photos = useSelector(actor, selectPhotosChild);
  const location = useSelector(actor, selectLocationChild);
  const profile = useSelector(actor, selectProfileChild);
  switch (step) {
    case 'photo':
      return photos === undefined ? null : <PhotoManager actor={photos} />;
    case 'location':
      return location === undefined ? null : <LocationStep actor={location} />;
    case 'personal':
    case 'about':
      return profile === undefined ? null : <ProfileFields key={step} actor={profile} step={step} />;
    case 'push':
      return <PushOptIn onDone={() => actor.send({ type: 'steps.next' })} />;
  }
};

/**
 * The signup steps (spec §4) for the member just signed up. The step is in the URL: the machine follows
 * the address bar (back, forward, reload) and the address bar follows the machine (next, skip, back).
 */
export const SignupSteps = ({ step: initial }: { step: SignupStep }) => {
  const intl = useIntl();
  const headingId = useId();
  const user = useApp(selectUser);
  const settings = useApp(selectSettings);
  const actor = useFeatureActor(signupStepsFeature, {
    input: { step: initial, memberId: user?.id ?? 0, premium: user?.paid_user ?? false, countries: settings.countries },
  });
  const search = useSearch();
  const [, navigate] = useLocation();
  const step = useSelector(actor, selectStep);
  const href = useSelector(actor, selectStepsHref);
  const canGoBack = useSelector(actor, selectCanGoBack);
  useEffect(() => {
    const named = stepOfSearch(search);
    if (named !== null) actor.send({ type: 'steps.url', step: named });
  }, [actor, search]);
  // The machine moved on (next, skip, back, a save done): the address bar follows with a history entry.
  useEffect(() => {
    const now = selectStepsHref(actor.getSnapshot());
    if (now !== null && now !== `/signup?${search}`) navigate(now);
    // Only the machine's moves lead here; a new search alone was sent to the machine above.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actor, href, navigate]);
  if (step === null) return null;
  const number = signupSteps.indexOf(step) + 1;
  return (
    <Card aria-labelledby={headingId}>
      <p>{intl.formatMessage(messages.progress, { number, count: signupSteps.length })}</p>
      <Heading id={headingId}>{intl.formatMessage(messages[step])}</Heading>
      <StepBody actor={actor} step={step} />
      {step !== 'push' && (
        <Actions>
          <PrimaryButton type="button" onClick={() => actor.send({ type: 'steps.next' })}>
            {intl.formatMessage(messages.next)}
          </PrimaryButton>
          <SecondaryButton type="button" onClick={() => actor.send({ type: 'steps.skip' })}>
            {intl.formatMessage(messages.skip)}
          </SecondaryButton>
          {canGoBack && (
            <SecondaryButton type="button" onClick={() => actor.send({ type: 'steps.back' })}>
              {intl.formatMessage(messages.back)}
            </SecondaryButton>
          )}
        </Actions>
      )}
    </Card>
  );
};
