import { css } from '@linaria/core';
import { classed } from '../shell/classed';
import { useState, type MouseEvent, type SubmitEvent } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'wouter';
import { loginErrorOfSearch, type LoginError } from '../../machines/app/login-error';
import { selectIsLoggingIn, selectLoginError } from '../../machines/app/selectors';
import { useApp, useAppEvents } from '../app-actor';
import { SiteDocument } from '../documents/SiteDocument';
import { SupportContacts } from '../shell/SupportContacts';
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
  forgot: {};
  deleted: {};
  reactivate: {};
  reactivating: {};
  support: {};
  complaints: {};
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
  forgot: { id: 'login.forgot', defaultMessage: 'Wachtwoord vergeten?' },
  // Spec §8: "account deleted but not yet final (offers reactivation or contacting customer service)".
  deleted: {
    id: 'login.deleted',
    defaultMessage: 'Je account is verwijderd, maar dat is nog niet definitief. Je kunt het nu weer activeren, of contact opnemen met onze klantenservice.',
  },
  reactivate: { id: 'login.reactivate', defaultMessage: 'Account weer activeren' },
  reactivating: { id: 'login.reactivating', defaultMessage: 'Account wordt geactiveerd…' },
  support: { id: 'login.support', defaultMessage: 'Klantenservice:' },
  complaints: { id: 'login.complaints', defaultMessage: 'Een klacht indienen' },
});

const describe = (error: LoginError): [MessageDescriptor, Record<string, number>] | null => {
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
    case 'account_deleted':
      return [messages.deleted, {}];
    case 'account_banned':
      return null;
  }
};

const Notice = classed('div', css`
  display: grid;
  gap: 0.6rem;
  & p {
    margin: 0;
  }
`);

/** The form's e-mail and password as typed. */
const credentialsOf = (form: HTMLFormElement) => {
  const data = new FormData(form);
  const text = (name: string) => { const value = data.get(name); return typeof value === 'string' ? value : ''; };
  return { email: text('email'), password: text('password') };
};

/**
 * Spec §8: the password was right but the account is deleted, not final yet: bring it back now (the same
 * login with reactivate), or reach customer service.
 */
const DeletedNotice = ({ busy, onReactivate }: { busy: boolean; onReactivate: (event: MouseEvent<HTMLButtonElement>) => void }) => {
  const intl = useIntl();
  return (
    <Notice id="login-error" role="alert">
      <p>{intl.formatMessage(messages.deleted)}</p>
      <PrimaryButton type="button" onClick={onReactivate} disabled={busy} aria-busy={busy}>
        {intl.formatMessage(busy ? messages.reactivating : messages.reactivate)}
      </PrimaryButton>
      <SupportContacts label={intl.formatMessage(messages.support)} complaintsLabel={intl.formatMessage(messages.complaints)} />
    </Notice>
  );
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
  const busy = useApp(selectIsLoggingIn);
  const search = useSearch();
  // A form sent before the page hydrated was answered by the server, which sent the browser back with its refusal.
  const error = useApp(selectLoginError) ?? (busy ? null : loginErrorOfSearch(search));
  const { login } = useAppEvents();
  // The signup's account-exists notice links here with the address filled in (spec §8); the address typed
  // so far goes along to "forgot password".
  const email = prefilledEmail(search);
  const [typedEmail, setTypedEmail] = useState(email);

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { email, password } = credentialsOf(event.currentTarget);
    login(email, password);
  };
  const onReactivate = (event: MouseEvent<HTMLButtonElement>) => {
    const form = event.currentTarget.form;
    if (form === null) return;
    const { email, password } = credentialsOf(form);
    login(email, password, true);
  };
  const deleted = error?.code === 'account_deleted';
  const shown = error === null || deleted ? null : describe(error);
  const forgotHref = typedEmail.trim() === '' ? '/reset-password' : `/reset-password?email=${encodeURIComponent(typedEmail.trim())}`;
  const invalidField = error?.code === 'field_required' ? error.field : null;
  return (
    <Page>
      <Card>
        <Form method="post" onSubmit={onSubmit} noValidate aria-describedby={error === null ? undefined : 'login-error'}>
          <Heading>{intl.formatMessage(messages.title)}</Heading>
          <label>
            {intl.formatMessage(messages.email)}
            <input
              name="email"
              type="email"
              autoComplete="username"
              defaultValue={email}
              aria-invalid={invalidField === 'email'}
              onChange={(event) => setTypedEmail(event.target.value)}
            />
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
          {/* After the login button: Enter in a field logs in, it never reactivates. */}
          {deleted && <DeletedNotice busy={busy} onReactivate={onReactivate} />}
          {/* Spec §1's banned-login notice (issue 14): why, the ban policy and how to appeal, in the member's language. */}
          {error?.code === 'account_banned' && (
            <Notice id="login-error" role="alert">
              <SiteDocument name="banned-login" />
            </Notice>
          )}
          <Link href={forgotHref}>{intl.formatMessage(messages.forgot)}</Link>
        </Form>
      </Card>
    </Page>
  );
};
