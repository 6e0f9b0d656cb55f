import { Suspense } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Redirect, Route, useLocation } from 'wouter';
import { selectSessionPhase, selectSettings } from '../machines/app/selectors';
import { redirectFor, routeOf, type Access } from '../machines/shell/route-table';
import { useApp, useAppEvents } from './app-actor';
import { LayoutFrame } from './layouts/Layouts';
import { ErrorScreen } from './screens/ErrorScreen';
import { createScreenRegistry, createSignupModal, type ChunkLoader } from './screens/registry';
import { ErrorBoundary } from './shell/ErrorBoundary';
import { ProgressBar } from './shell/ProgressBar';
import { SessionNotice } from './shell/SessionNotice';
import { ErrorText, Page, PrimaryButton, Spinner } from './shell/ui';
import './shell/global-styles';

const messages = defineMessages<{ loading: {}; unavailable: {}; retry: {} }>({
  loading: { id: 'app.loading', defaultMessage: 'Laden…' },
  unavailable: { id: 'app.unavailable', defaultMessage: 'Er is een fout opgetreden, probeer het later opnieuw.' },
  retry: { id: 'app.retry', defaultMessage: 'Opnieuw proberen' },
});

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
  // One component per route, made once, so a re-render never remounts a screen.
  const screens = createScreenRegistry(load);
  const signupModal = createSignupModal(load);
  const App = () => {
    const [path] = useLocation();
    const entry = routeOf(path);
    const Screen = entry === null ? undefined : screens[entry.id];
    return (
      <>
        <ProgressBar />
        <LayoutFrame layout={entry?.layout ?? 'default'} signupModal={signupModal}>
          <SessionGate>
            <SessionNotice />
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
  /** Loads the screen of a path ahead (before hydrating the served page); a failure shows later, where it renders. */
  const preloadScreen = async (path: string): Promise<void> => {
    const entry = routeOf(path);
    await (entry === null ? undefined : screens[entry.id].preload().catch(() => undefined));
  };
  return Object.assign(App, { preloadScreen });
};
