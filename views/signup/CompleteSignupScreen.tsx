import { useSelector } from '@xstate/react';
import { useId, type SubmitEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { completeSignupFeature } from '../../machines/signup/feature';
import { selectAddress, selectChanged, selectChangeProblem, selectChanging, selectNewAddress } from '../../machines/signup/selectors';
import { useFeatureActor } from '../app-actor';
import { ResendActivation } from '../chat/ResendActivation';
import { classed, classedLink } from '../shell/classed';
import { Card, ErrorText, Heading, Page, PrimaryButton } from '../shell/ui';
import { labelledFields, primaryPill } from '../theme';
import { css } from '@linaria/core';

const messages = defineMessages<{
  title: {};
  sentTo: { email: string };
  sent: {};
  spam: {};
  change: {};
  newAddress: {};
  changeSubmit: {};
  changing: {};
  changed: { email: string };
  invalid: {};
  taken: {};
  failed: {};
  onward: {};
}>({
  title: { id: 'signup.complete.title', defaultMessage: 'Bevestig je e-mailadres' },
  sentTo: { id: 'signup.complete.sentTo', defaultMessage: 'We hebben een activatiemail gestuurd naar {email}. Klik op de link in die mail om je account te activeren.' },
  sent: { id: 'signup.complete.sent', defaultMessage: 'We hebben je een activatiemail gestuurd. Klik op de link in die mail om je account te activeren.' },
  spam: { id: 'signup.complete.spam', defaultMessage: 'Geen mail gekregen? Kijk ook in je spammap.' },
  change: { id: 'signup.complete.change', defaultMessage: 'Klopt je e-mailadres niet?' },
  newAddress: { id: 'signup.complete.newAddress', defaultMessage: 'Nieuw e-mailadres' },
  changeSubmit: { id: 'signup.complete.changeSubmit', defaultMessage: 'E-mailadres wijzigen' },
  changing: { id: 'signup.complete.changing', defaultMessage: 'Bezig met wijzigen…' },
  changed: { id: 'signup.complete.changed', defaultMessage: 'Je e-mailadres is nu {email}. We hebben daar een nieuwe activatiemail naartoe gestuurd.' },
  invalid: { id: 'signup.complete.invalid', defaultMessage: 'Nieuw e-mailadres invalide.' },
  taken: { id: 'signup.complete.taken', defaultMessage: 'Dit e-mailadres heeft al een account op deze site.' },
  failed: { id: 'signup.complete.failed', defaultMessage: 'Er is een fout opgetreden, probeer het later opnieuw.' },
  onward: { id: 'signup.complete.onward', defaultMessage: 'Bekijk je eerste matches' },
});

const Form = classed('form', css`
  display: grid;
  gap: 0.75rem;
  max-width: 26rem;
  ${labelledFields}
`);

const Onward = classedLink(css`
  ${primaryPill}
  display: inline-flex;
  align-items: center;
  margin-top: 1.5rem;
`);

/** /complete-signup (spec §4): check your mail, send it again, correct the address; on to the first matches. */
export const CompleteSignupScreen = () => {
  const intl = useIntl();
  const id = useId();
  const actor = useFeatureActor(completeSignupFeature);
  const address = useSelector(actor, selectAddress);
  const draft = useSelector(actor, selectNewAddress);
  const problem = useSelector(actor, selectChangeProblem);
  const changed = useSelector(actor, selectChanged);
  const changing = useSelector(actor, selectChanging);
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: 'email.change' });
  };
  return (
    <Page>
      <Card>
        <Heading>{intl.formatMessage(messages.title)}</Heading>
        <p>{address === null ? intl.formatMessage(messages.sent) : intl.formatMessage(messages.sentTo, { email: address })}</p>
        <p>{intl.formatMessage(messages.spam)}</p>
        <ResendActivation />
        <h2>{intl.formatMessage(messages.change)}</h2>
        <Form noValidate onSubmit={submit} aria-busy={changing}>
          <label htmlFor={id}>{intl.formatMessage(messages.newAddress)}</label>
          <input
            id={id}
            type="email"
            autoComplete="email"
            value={draft}
            aria-invalid={problem === 'invalid' || problem === 'taken'}
            aria-describedby={problem === null ? undefined : `${id}-error`}
            onChange={(e) => actor.send({ type: 'email.edit', value: e.target.value })}
          />
          {problem !== null && (
            <ErrorText id={`${id}-error`} role="alert">
              {intl.formatMessage(messages[problem])}
            </ErrorText>
          )}
          {changed && address !== null && <p role="status">{intl.formatMessage(messages.changed, { email: address })}</p>}
          <PrimaryButton type="submit" disabled={changing} aria-busy={changing}>
            {intl.formatMessage(changing ? messages.changing : messages.changeSubmit)}
          </PrimaryButton>
        </Form>
        <Onward href="/signup-matches">{intl.formatMessage(messages.onward)}</Onward>
      </Card>
    </Page>
  );
};
