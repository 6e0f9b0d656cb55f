import { useSelector } from '@xstate/react';
import type { SubmitEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link, useSearch } from 'wouter';
import { resetRequestFeature } from '../../machines/account/feature';
import type { ResetRequestProblem } from '../../machines/account/reset-request.machine';
import { selectBusy, selectResetEmail, selectResetRequestProblem, selectResetRequestSent } from '../../machines/account/selectors';
import { selectLocale } from '../../machines/locale/selectors';
import { useFeatureActor } from '../app-actor';
import { useShellActors } from '../shell-actors';
import { Card, ErrorText, Heading, Page, PrimaryButton } from '../shell/ui';
import { accountMessages } from './account-messages';
import { accountForm, accountNotice } from './styles';

const messages = defineMessages<{ title: {}; intro: {}; email: {}; submit: {}; sent: {}; invalidEmail: {}; limited: {}; login: {} }>({
  title: { id: 'account.reset.title', defaultMessage: 'Wachtwoord vergeten' },
  intro: { id: 'account.reset.intro', defaultMessage: 'Vul je e-mailadres in. We sturen je een link waarmee je een nieuw wachtwoord kiest.' },
  email: { id: 'account.reset.email', defaultMessage: 'E-mailadres' },
  submit: { id: 'account.reset.submit', defaultMessage: 'Stuur de link' },
  sent: {
    id: 'account.reset.sent',
    defaultMessage: 'Als er een account met dit e-mailadres is, is er nu een e-mail met een link onderweg. Kijk ook in je spammap.',
  },
  invalidEmail: { id: 'account.reset.invalidEmail', defaultMessage: 'Ongeldige e-mail' },
  limited: { id: 'account.reset.limited', defaultMessage: 'Te veel wachtwoordherstel mails verstuurd, probeer het morgen nog eens.' },
  login: { id: 'account.reset.login', defaultMessage: 'Terug naar inloggen' },
});

const problemText = { invalidEmail: messages.invalidEmail, limited: messages.limited, general: accountMessages.general } as const satisfies Record<
  ResetRequestProblem,
  unknown
>;

/**
 * /reset-password (?email= from the login form). The answer never says whether an account uses the address
 * (OWASP ASVS 6.3.8): spec §8's 'E-mailadres niet gevonden' is told to the address's owner in the mail
 * itself, never on this page, so nobody learns here which addresses have an account.
 */
export const ResetPasswordScreen = () => {
  const intl = useIntl();
  const email = new URLSearchParams(useSearch()).get('email') ?? '';
  const actor = useFeatureActor(resetRequestFeature, { input: { email } });
  const value = useSelector(actor, selectResetEmail);
  const problem = useSelector(actor, selectResetRequestProblem);
  const sent = useSelector(actor, selectResetRequestSent);
  const busy = useSelector(actor, selectBusy);
  const language = useSelector(useShellActors().locale, selectLocale);

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const field = event.currentTarget.elements.namedItem('email');
    actor.send({ type: 'reset.submit', language });
    // A refused address takes the focus, so its error is read out with it.
    if (selectResetRequestProblem(actor.getSnapshot()) === 'invalidEmail' && field instanceof HTMLElement) field.focus();
  };
  const fieldProblem = problem === 'invalidEmail';
  return (
    <Page>
      <Heading>{intl.formatMessage(messages.title)}</Heading>
      <Card>
        {sent ? (
          <div className={accountNotice} role="status">
            <p>{intl.formatMessage(messages.sent)}</p>
            <Link href="/login">{intl.formatMessage(messages.login)}</Link>
          </div>
        ) : (
          <form className={accountForm} onSubmit={onSubmit} noValidate aria-busy={busy}>
            <p id="reset-intro">{intl.formatMessage(messages.intro)}</p>
            <label>
              {intl.formatMessage(messages.email)}
              <input
                name="email"
                type="email"
                autoComplete="email"
                value={value}
                aria-invalid={fieldProblem}
                aria-describedby={fieldProblem ? 'reset-intro reset-error' : 'reset-intro'}
                onChange={(event) => actor.send({ type: 'reset.email', value: event.target.value })}
              />
            </label>
            {problem !== null && (
              <ErrorText id="reset-error" role="alert">
                {intl.formatMessage(problemText[problem])}
              </ErrorText>
            )}
            <PrimaryButton type="submit" disabled={busy} aria-busy={busy}>
              {intl.formatMessage(busy ? accountMessages.busy : messages.submit)}
            </PrimaryButton>
            <Link href="/login">{intl.formatMessage(messages.login)}</Link>
          </form>
        )}
      </Card>
    </Page>
  );
};
