import { css } from '@linaria/core';
import { classed } from '../shell/classed';
import type { SubmitEvent } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import type { LoginError } from '../../machines/app/login-error';
import { selectIsLoggingIn, selectLoginError } from '../../machines/app/selectors';
import { useApp, useAppEvents } from '../app-actor';
import { Card, ErrorText, Heading, Page, PrimaryButton } from '../shell/ui';
import { labelledFields } from '../theme';
import { useSearch } from 'wouter';
import { prefilledEmail } from '../../machines/signup/links';

const messages = defineMessages<{
  title: {};
  email: {};
  password: {};
  submit: {};
  busy: {};
  failed: {};
  locked: { minutes: number };
  rateLimited: {};
  unavailable: {};
  emailRequired: {};
  passwordRequired: {};
}>({
  title: { id: 'login.title', defaultMessage: 'Inloggen' },
  email: { id: 'login.email', defaultMessage: 'E-mailadres' },
  password: { id: 'login.password', defaultMessage: 'Wachtwoord' },
  submit: { id: 'login.submit', defaultMessage: 'Inloggen' },
  busy: { id: 'login.busy', defaultMessage: 'Bezig met inloggen…' },
  failed: { id: 'login.failed', defaultMessage: 'Login mislukt, probeer opnieuw' },
  locked: { id: 'login.locked', defaultMessage: 'Te veel foute pogingen, account voor {minutes} min geblokkeerd.' },
  rateLimited: { id: 'login.rateLimited', defaultMessage: 'Te veel pogingen in korte tijd, probeer het over een minuut opnieuw.' },
  unavailable: { id: 'login.unavailable', defaultMessage: 'Er is een fout opgetreden, probeer het later opnieuw.' },
  emailRequired: { id: 'login.emailRequired', defaultMessage: 'Vul je e-mailadres in.' },
  passwordRequired: { id: 'login.passwordRequired', defaultMessage: 'Vul je wachtwoord in.' },
});

const describe = (error: LoginError): [MessageDescriptor, Record<string, number>] => {
  switch (error.code) {
    case 'login_failed':
      return [messages.failed, {}];
    case 'account_locked':
      return [messages.locked, { minutes: error.minutes }];
    case 'rate_limited':
      return [messages.rateLimited, {}];
    case 'unavailable':
      return [messages.unavailable, {}];
    case 'field_required':
      return [error.field === 'email' ? messages.emailRequired : messages.passwordRequired, {}];
  }
};

const Form = classed('form', css`
  display: grid;
  gap: 0.9rem;
  max-width: 26rem;
  margin: 0 auto;
  ${labelledFields}
`);

/** Login with e-mail and password; a logged-in member is sent on to the members. */
export const LoginScreen = () => {
  const intl = useIntl();
  const error = useApp(selectLoginError);
  const busy = useApp(selectIsLoggingIn);
  const { login } = useAppEvents();
  // The signup's account-exists notice links here with the address filled in (spec §8).
  const email = prefilledEmail(useSearch());

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => { const value = form.get(name); return typeof value === 'string' ? value : ''; };
    login(text('email'), text('password'));
  };
  const shown = error === null ? null : describe(error);
  const invalidField = error?.code === 'field_required' ? error.field : null;
  return (
    <Page>
      <Card>
        <Form method="post" onSubmit={onSubmit} noValidate aria-describedby={shown === null ? undefined : 'login-error'}>
          <Heading>{intl.formatMessage(messages.title)}</Heading>
          <label>
            {intl.formatMessage(messages.email)}
            <input name="email" type="email" autoComplete="username" defaultValue={email} aria-invalid={invalidField === 'email'} />
          </label>
          <label>
            {intl.formatMessage(messages.password)}
            <input name="password" type="password" autoComplete="current-password" aria-invalid={invalidField === 'password'} />
          </label>
          {shown !== null && (
            <ErrorText id="login-error" role="alert">
              {intl.formatMessage(shown[0], shown[1])}
            </ErrorText>
          )}
          <PrimaryButton type="submit" disabled={busy} aria-busy={busy}>
            {intl.formatMessage(busy ? messages.busy : messages.submit)}
          </PrimaryButton>
        </Form>
      </Card>
    </Page>
  );
};
