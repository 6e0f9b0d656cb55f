import { css } from '@linaria/core';
import { defineMessages, useIntl } from 'react-intl';
import { selectUser } from '../../machines/app/selectors';
import { activationDoneFeature } from '../../machines/signup/feature';
import { authTargets } from '../../machines/shell/route-table';
import { useApp, useFeatureActor } from '../app-actor';
import { ResendActivation } from '../chat/ResendActivation';
import { classedLink } from '../shell/classed';
import { Card, Heading, Page } from '../shell/ui';
import { primaryPill } from '../theme';

const messages = defineMessages({
  doneTitle: { id: 'activate.done.title', defaultMessage: 'Je e-mailadres is bevestigd' },
  doneText: { id: 'activate.done.text', defaultMessage: 'Bedankt! Je account is nu actief.' },
  toMembers: { id: 'activate.done.toMembers', defaultMessage: 'Naar de leden' },
  errorTitle: { id: 'activate.error.title', defaultMessage: 'Activeren mislukt' },
  errorText: { id: 'activate.error.text', defaultMessage: 'Link verlopen of invalide, vraag een nieuwe e-mail aan' },
  errorLogin: { id: 'activate.error.login', defaultMessage: 'Log in om een nieuwe activatiemail te vragen.' },
  login: { id: 'activate.error.loginButton', defaultMessage: 'Inloggen' },
});

const Onward = classedLink(css`
  ${primaryPill}
  display: inline-flex;
  align-items: center;
  margin-top: 1rem;
`);

/** /activate/done: confirmed; the member is loaded again so the shell sees the status active. */
export const ActivateDoneScreen = () => {
  const intl = useIntl();
  useFeatureActor(activationDoneFeature);
  return (
    <Page>
      <Card>
        <Heading>{intl.formatMessage(messages.doneTitle)}</Heading>
        <p>{intl.formatMessage(messages.doneText)}</p>
        <Onward href={authTargets.home}>{intl.formatMessage(messages.toMembers)}</Onward>
      </Card>
    </Page>
  );
};

/** /activate/error ('Activeren mislukt'): a new mail for a member who has not confirmed, else login. */
export const ActivateErrorScreen = () => {
  const intl = useIntl();
  const user = useApp(selectUser);
  return (
    <Page>
      <Card role="alert">
        <Heading>{intl.formatMessage(messages.errorTitle)}</Heading>
        <p>{intl.formatMessage(messages.errorText)}</p>
        {user === null ? (
          <>
            <p>{intl.formatMessage(messages.errorLogin)}</p>
            <Onward href={authTargets.login}>{intl.formatMessage(messages.login)}</Onward>
          </>
        ) : user.status === 'not_confirmed' ? (
          <ResendActivation />
        ) : (
          <Onward href={authTargets.home}>{intl.formatMessage(messages.toMembers)}</Onward>
        )}
      </Card>
    </Page>
  );
};
