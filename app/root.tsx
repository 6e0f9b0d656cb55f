import { startTransition, StrictMode, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { Router } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import type { appMachine } from '../machines/app/app.machine';
import type { Platform } from '../machines/shared/platform';
import { AppActorProvider } from '../views/app-actor';
import { IntlRoot } from '../views/IntlRoot';
import { noPageData, PageDataProvider, type PageData } from '../views/page-data';
import { ShellProvider, type ShellActors, type ShellEnvironment } from '../views/shell-actors';
import { SlotsProvider, type Slots } from '../views/slots';

/** Where the server renders: the request's path and query, and where wouter notes a <Redirect>. */
export interface ServerLocation {
  readonly path: string;
  readonly search: string;
  readonly context: { redirectTo?: string };
}

interface RootProps {
  readonly shell: ShellActors;
  readonly environment: ShellEnvironment;
  readonly app: ActorRefFrom<typeof appMachine>;
  /** What the screens' own feature machines are provided on. */
  readonly platform: Platform;
  readonly slots: Slots;
  readonly App: ComponentType;
  /** What the server inlined for the page's screen (the same on the server and in the browser). */
  readonly pageData?: PageData;
  /** On the server only; the browser follows its own location. */
  readonly server?: ServerLocation;
  /** The site-entry warning: in the first paint, rendered alike on the server and in the browser. */
  readonly entryWarning?: ReactNode;
  /** In the browser: called once the page has hydrated (what only the browser knows may change it then). */
  readonly onHydrated?: () => void;
  /**
   * The browser renders anew (no server markup to match: a member's screen): the slots are in the first
   * render, so the alerts above the screen are there in the first paint instead of pushing it down later.
   */
  readonly rendersAnew?: boolean;
}

const noSlots: Slots = { alerts: null, modals: null };

/**
 * The alerts and modals depend on what only the browser knows (stored dismissals, the installed-app
 * mode), so the server renders without them; the browser adds them once the page is hydrated, and both
 * render the same first tree.
 */
const SlotsAfterHydration = (props: { slots: Slots; rendersAnew: boolean; children: ReactNode }) => {
  const [slots, setSlots] = useState<Slots>(props.rendersAnew ? props.slots : noSlots);
  // A transition: while a lazy screen's server markup is still waiting for its chunk, React keeps it and
  // waits, where an urgent update would throw it away and show the empty fallback (a layout shift).
  useEffect(() => startTransition(() => setSlots(props.slots)), [props.slots]);
  return <SlotsProvider slots={slots}>{props.children}</SlotsProvider>;
};

const AfterHydration = ({ run }: { run: () => void }) => {
  useEffect(run, [run]);
  return null;
};

/** The whole page, the same on the server (public pages) and in the browser. */
export const Root = (props: RootProps) => {
  const { shell, environment, app, platform, slots, App, pageData = noPageData, server, entryWarning = null, onHydrated, rendersAnew = false } = props;
  return (
    <StrictMode>
      <ShellProvider actors={shell} environment={environment}>
        <IntlRoot>
          <AppActorProvider actor={app} platform={platform}>
            <SlotsAfterHydration slots={slots} rendersAnew={rendersAnew}>
              <Router {...(server === undefined ? {} : { ssrPath: server.path, ssrSearch: server.search, ssrContext: server.context })}>
                <PageDataProvider data={pageData}>
                  <App />
                </PageDataProvider>
              </Router>
              {entryWarning}
              {onHydrated !== undefined && <AfterHydration run={onHydrated} />}
            </SlotsAfterHydration>
          </AppActorProvider>
        </IntlRoot>
      </ShellProvider>
    </StrictMode>
  );
};
