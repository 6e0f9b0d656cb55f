import { defineMessages, useIntl } from 'react-intl';
import { Route, Switch } from 'wouter';
import { selectSessionPhase } from '../machines/app/selectors';
import { useApp, useAppEvents } from './app-actor';
import { DefaultLayout } from './layouts/DefaultLayout';
import { ChatsScreen } from './screens/ChatsScreen';
import { ErrorScreen } from './screens/ErrorScreen';
import { LandingScreen } from './screens/LandingScreen';
import { LikesScreen } from './screens/LikesScreen';
import { LoginScreen } from './screens/LoginScreen';
import { MemberProfileScreen } from './screens/MemberProfileScreen';
import { MembersScreen } from './screens/MembersScreen';
import { ErrorText, Page, PrimaryButton, Spinner } from './shell/ui';
import './shell/global-styles';

const messages = defineMessages({
  loading: { id: 'app.loading', defaultMessage: 'Laden…' },
  unavailable: { id: 'app.unavailable', defaultMessage: 'Er is een fout opgetreden, probeer het later opnieuw.' },
  retry: { id: 'app.retry', defaultMessage: 'Opnieuw proberen' },
});

/** Until the server has said who is here, screens would guess; show progress (or the failure) instead. */
const SessionGate = (props: { children: React.ReactNode }) => {
  const intl = useIntl();
  const phase = useApp(selectSessionPhase);
  const { retry } = useAppEvents();
  if (phase === 'loading') return <Spinner role="progressbar" aria-label={intl.formatMessage(messages.loading)} />;
  if (phase === 'unavailable') {
    return (
      <Page role="alert">
        <ErrorText>{intl.formatMessage(messages.unavailable)}</ErrorText>
        <PrimaryButton type="button" onClick={retry}>
          {intl.formatMessage(messages.retry)}
        </PrimaryButton>
      </Page>
    );
  }
  return props.children;
};

/** Routes of the walking skeleton; the full table of spec §2 arrives with the shell. */
export const App = (props: { year: number }) => (
  <DefaultLayout year={props.year}>
    <SessionGate>
      <Switch>
        <Route path="/" component={LandingScreen} />
        <Route path="/login" component={LoginScreen} />
        <Route path="/members" component={MembersScreen} />
        <Route path="/members/:id" component={MemberProfileScreen} />
        <Route path="/chats" component={ChatsScreen} />
        <Route path="/likes" component={LikesScreen} />
        <Route>
          <ErrorScreen status={404} />
        </Route>
      </Switch>
    </SessionGate>
  </DefaultLayout>
);
