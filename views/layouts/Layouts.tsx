import { css } from '@linaria/core';
import { classed } from '../shell/classed';
import { Suspense, type ComponentType, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { selectModalOpening } from '../../machines/signup/selectors';
import { SignupModalProvider, useSignupModal } from '../signup/signup-modal-context';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { selectSettings } from '../../machines/app/selectors';
import type { Layout } from '../../machines/shell/route-table';
import { useApp } from '../app-actor';
import { Footer } from '../footer/Footer';
import { TopNav } from '../nav/TopNav';
import { useSlots } from '../slots';
import { OfflineBanner } from '../shell/OfflineBanner';
import { colors } from '../theme';

const messages = defineMessages<{ skip: {}; home: { site: string } }>({
  skip: { id: 'layout.skipToContent', defaultMessage: 'Naar de inhoud' },
  home: { id: 'layout.home', defaultMessage: '{site} – naar de startpagina' },
});

const SkipLink = classed('a', css`
  position: absolute;
  left: -999px;
  &:focus {
    left: 0.5rem;
    top: 0.5rem;
    z-index: 100;
    padding: 0.5rem 1rem;
    background: ${colors.surface};
  }
`);

const LogoBar = classed('header', css`
  padding: 0.75rem 1rem;
  background: ${colors.dark};
  & a {
    color: ${colors.onDark};
    font-weight: 800;
    font-size: 1.2rem;
    text-decoration: none;
  }
`);

const Logo = () => {
  const intl = useIntl();
  const settings = useApp(selectSettings);
  return (
    <LogoBar>
      <Link href="/" aria-label={intl.formatMessage(messages.home, { site: settings.name })}>
        {settings.name}
      </Link>
    </LogoBar>
  );
};

/** The signup modal, once a visitor has opened it (its chunk loads then, not with every page). */
const SignupModalSlot = ({ modal: SignupModal }: { modal: ComponentType }) => {
  const opened = useSelector(useSignupModal(), selectModalOpening) > 0;
  return opened ? (
    <Suspense fallback={null}>
      <SignupModal />
    </Suspense>
  ) : null;
};

/**
 * Spec §2 layouts. default: navigation, alerts, footer, disclaimer, modals; chat: bare (a logo bar to
 * get out); lander: logo bar, footer (its links and the disclaimer); empty: nothing but the screen. The entry warning and
 * the other modals are in every layout; their machines decide where they show (NL/DE rule included).
 */
export const LayoutFrame = (props: { layout: Layout; signupModal: ComponentType; children: ReactNode }) => {
  const intl = useIntl();
  const slots = useSlots();
  const content = <div id="content">{props.children}</div>;
  return (
    <SignupModalProvider>
      <SkipLink href="#content">{intl.formatMessage(messages.skip)}</SkipLink>
      {props.layout === 'default' && (
        <>
          <TopNav />
          <OfflineBanner />
          {slots.alerts}
          {content}
          <Footer />
        </>
      )}
      {props.layout === 'chat' && (
        <>
          <Logo />
          <OfflineBanner />
          {content}
        </>
      )}
      {props.layout === 'lander' && (
        <>
          <Logo />
          {content}
          <Footer />
        </>
      )}
      {(props.layout === 'empty' || props.layout === 'staff') && content}
      {(props.layout === 'default' || props.layout === 'empty') && <SignupModalSlot modal={props.signupModal} />}
      {props.layout !== 'staff' && slots.modals}
    </SignupModalProvider>
  );
};
