import { lazy, Suspense, type ComponentType } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Redirect, Route, useLocation } from 'wouter';
import { selectSessionPhase, selectSettings } from '../machines/app/selectors';
import { redirectFor, routeOf, routeTable, type Access, type RouteEntry } from '../machines/shell/route-table';
import { useApp, useAppEvents } from './app-actor';
import { LayoutFrame } from './layouts/Layouts';
import { ErrorScreen } from './screens/ErrorScreen';
import { HeadingScreen, LegalScreen } from './screens/HeadingScreen';
import { LangConfigScreen } from './screens/LangConfigScreen';
import { ErrorBoundary } from './shell/ErrorBoundary';
import { ProgressBar } from './shell/ProgressBar';
import { ErrorText, Page, PrimaryButton, Spinner } from './shell/ui';
import './shell/global-styles';

const messages = defineMessages<{ loading: {}; unavailable: {}; retry: {} }>({
  loading: { id: 'app.loading', defaultMessage: 'Laden…' },
  unavailable: { id: 'app.unavailable', defaultMessage: 'Er is een fout opgetreden, probeer het later opnieuw.' },
  retry: { id: 'app.retry', defaultMessage: 'Opnieuw proberen' },
});

/** Loads a route chunk; app/ wraps it with the progress bar and the one-reload-per-minute guard. */
export type ChunkLoader = <T>(importer: () => Promise<T>) => Promise<T>;

type Screens = Record<'landing' | 'login' | 'members' | 'profile' | 'chats' | 'likes', ComponentType>;

/** Every screen its own chunk, loaded on first visit. */
const lazyScreens = (load: ChunkLoader): Screens => ({
  landing: lazy(() => load(() => import('./screens/LandingScreen')).then((m) => ({ default: m.LandingScreen }))),
  login: lazy(() => load(() => import('./screens/LoginScreen')).then((m) => ({ default: m.LoginScreen }))),
  members: lazy(() => load(() => import('./screens/MembersScreen')).then((m) => ({ default: m.MembersScreen }))),
  profile: lazy(() => load(() => import('./screens/MemberProfileScreen')).then((m) => ({ default: m.MemberProfileScreen }))),
  chats: lazy(() => load(() => import('./screens/ChatsScreen')).then((m) => ({ default: m.ChatsScreen }))),
  likes: lazy(() => load(() => import('./screens/LikesScreen')).then((m) => ({ default: m.LikesScreen }))),
});

const screenFor = (entry: RouteEntry, screens: Screens): ComponentType => {
  switch (entry.id) {
    case 'index': return screens.landing;
    case 'login': return screens.login;
    case 'members': return screens.members;
    case 'member': case 'likes-member': return screens.profile;
    case 'chats': case 'chat': case 'member-chat': return screens.chats;
    case 'likes': case 'likes-type': return screens.likes;
    case 'page': return LegalScreen;
    case 'lang-config': return LangConfigScreen;
    default: return function Heading() {
      return <HeadingScreen routeId={entry.id} />;
    };
  }
};

/** Auth redirects (spec §2): the route table decides, the guard only follows. */
const AccessGuard = (props: { access: Access; children: React.ReactNode }) => {
  const phase = useApp(selectSessionPhase);
  const settings = useApp(selectSettings);
  const target = phase === 'in' || phase === 'out' ? redirectFor(props.access, phase, settings.logged_out_search) : null;
  return target === null ? props.children : <Redirect to={target} replace />;
};

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

/** The route table of spec §2, each route in its layout, each screen behind an error boundary. */
export const createApp = (load: ChunkLoader) => {
  const screens = lazyScreens(load);
  // One component per route, made once, so a re-render never remounts a screen.
  const components = new Map(routeTable.map((entry) => [entry.id, screenFor(entry, screens)]));
  return function App() {
    const [path] = useLocation();
    const entry = routeOf(path);
    const Screen = entry === null ? undefined : components.get(entry.id);
    return (
      <>
        <ProgressBar />
        <LayoutFrame layout={entry?.layout ?? 'default'}>
          <SessionGate>
            <ErrorBoundary key={path} fallback={<ErrorScreen status={500} />}>
              {entry === null || Screen === undefined ? (
                <ErrorScreen status={404} />
              ) : (
                <AccessGuard access={entry.access}>
                  <Suspense fallback={null}>
                    <Route path={entry.pattern} component={Screen} />
                  </Suspense>
                </AccessGuard>
              )}
            </ErrorBoundary>
          </SessionGate>
        </LayoutFrame>
      </>
    );
  };
};
