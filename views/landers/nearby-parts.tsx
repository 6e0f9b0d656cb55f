import { css } from '@linaria/core';
import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { MemberSummary } from '../../io/entities/member';
import { selectSettings, selectUser } from '../../machines/app/selectors';
import { useApp } from '../app-actor';
import { classed } from '../shell/classed';
import { Spinner } from '../shell/ui';
import { colors, media } from '../theme';
import { LanderSignup } from './parts';

// The pieces the collage, gallery, icon-wall and map landers share: the page's two columns, the heading,
// the way down to the signup form, what shows without members, and the fictional profiles' legend.

const messages = defineMessages<{ toSignup: {}; empty: {}; loading: {} }>({
  toSignup: { id: 'lander.nearby.toSignup', defaultMessage: 'Gratis aanmelden' },
  empty: { id: 'lander.nearby.empty', defaultMessage: 'Hier verschijnen binnenkort leden uit jouw buurt. Meld je alvast gratis aan en wees er als eerste bij.' },
  loading: { id: 'lander.nearby.loading', defaultMessage: 'Leden bij jou in de buurt laden' },
});

/** Where the links to the form lead: the form's box (a plain anchor, so it works before the page hydrates). */
export const signupAnchor = 'lander-signup';

/** The design's heading and its lead above it. */
export const Intro = classed('div', css`
  margin-bottom: 1rem;
  & h1,
  & h2 {
    margin: 0 0 0.4rem;
    color: ${colors.dark};
    font-size: 1.6rem;
  }
  & p {
    margin: 0;
    color: ${colors.muted};
  }
`);

/** The design and the signup form: one column on a phone (the form below), side by side from 992 px. */
export const Columns = classed('div', css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1.5rem;
  align-items: start;
  ${media.lg} {
    grid-template-columns: minmax(0, 1fr) 360px;
    gap: 2rem;
  }
`);

const SignupBox = classed('div', css`
  scroll-margin-top: 1rem;
  ${media.lg} {
    position: sticky;
    top: 1rem;
  }
`);

/** The embedded signup form, the target of the page's "sign up" links. */
export const SignupSlot = () => (
  <SignupBox id={signupAnchor}>
    <LanderSignup />
  </SignupBox>
);

/**
 * The design's headline. The embedded form brings the page's h1 ("Gratis aanmelden"), so for a visitor the
 * headline is an h2; a member sees a welcome without a heading instead of the form, so there it is the h1.
 */
export const LanderHeading = (props: { id?: string; className?: string; children: ReactNode }) => {
  const visitor = useApp(selectUser) === null;
  const Tag = visitor ? 'h2' : 'h1';
  return (
    <Tag id={props.id} className={props.className}>
      {props.children}
    </Tag>
  );
};

/** A link down to the form, styled by the design. */
export const ToSignup = (props: { className: string; children?: ReactNode }) => {
  const intl = useIntl();
  return (
    <a href={`#${signupAnchor}`} className={props.className}>
      {props.children ?? intl.formatMessage(messages.toSignup)}
    </a>
  );
};

const Note = classed('p', css`
  margin: 0;
  padding: 1rem 1.25rem;
  border-radius: 12px;
  background: ${colors.surface};
  color: ${colors.text};
`);

/**
 * What a design shows instead of its members: while they load after a navigation in the browser (the
 * server sends them with the page), or when the site has none a visitor may see (or they could not load).
 */
export const NoMembers = (props: { loading: boolean }) => {
  const intl = useIntl();
  return props.loading ? <Spinner role="progressbar" aria-label={intl.formatMessage(messages.loading)} /> : <Note>{intl.formatMessage(messages.empty)}</Note>;
};

const Legend = classed('p', css`
  margin: 0.5rem 0 0;
  padding: 0.35rem 0.6rem;
  border-radius: 6px;
  background: #fff4e5;
  color: #6b3a00;
  font-size: 0.85rem;
`);

/**
 * Where members show small (a thumbnail, a pin) with the site's fictional icon only, the site's plural
 * wording of the disclosure says what the icon means, beside them; each member's own card carries the full one.
 */
export const FictionalLegend = (props: { members: ReadonlyArray<MemberSummary> }) => {
  const settings = useApp(selectSettings);
  if (!props.members.some((member) => member.fictional)) return null;
  return (
    <Legend>
      <span aria-hidden="true">{settings.fictional_icon} </span>
      {settings.fictional_warning.plural}
    </Legend>
  );
};
