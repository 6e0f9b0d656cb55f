import { css } from '@linaria/core';
import { classed, classedLink } from '../shell/classed';
import { defineMessages, useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { SignupButton } from '../signup/signup-modal-context';
import { selectNewLikes, selectSessionPhase, selectSettings, selectUnreadMessages } from '../../machines/app/selectors';
import { useApp } from '../app-actor';
import { colors, media } from '../theme';
import { AccountMenu } from './AccountMenu';
import { BackButton } from './BackButton';
import { CreditsLink } from './CreditsLink';
import { NavLink } from './NavLink';
import { LanguageMenu } from './LanguageMenu';
import { CountBadge } from './CountBadge';

const messages = defineMessages<{ mainNavigation: {}; members: {}; messages: {}; likes: {}; unreadMessages: { count: number }; newLikes: { count: number }; login: {}; signup: {}; home: { site: string } }>({
  mainNavigation: { id: 'nav.main', defaultMessage: 'Hoofdnavigatie' },
  members: { id: 'nav.members', defaultMessage: 'Leden zoeken' },
  messages: { id: 'nav.messages', defaultMessage: 'Berichten' },
  likes: { id: 'nav.likes', defaultMessage: 'Likes' },
  unreadMessages: { id: 'nav.unreadMessages', defaultMessage: '{count, plural, one {# ongelezen bericht} other {# ongelezen berichten}}' },
  newLikes: { id: 'nav.newLikes', defaultMessage: '{count, plural, one {# nieuwe like} other {# nieuwe likes}}' },
  login: { id: 'nav.login', defaultMessage: 'Inloggen' },
  signup: { id: 'nav.signup', defaultMessage: 'Gratis aanmelden' },
  home: { id: 'nav.home', defaultMessage: '{site} – naar de startpagina' },
});

const Bar = classed('header', css`
  position: sticky;
  top: 0;
  z-index: 10;
  background: ${colors.dark};
  color: ${colors.onDark};
`);

// On a phone the brand and account share the first row and the areas get a full-width row below;
// from 768 px everything sits on one row.
const Inner = classed('div', css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.25rem 0.5rem;
  max-width: 1200px;
  margin: 0 auto;
  padding: 0.5rem 0.75rem;
  ${media.md} {
    padding: 0.5rem 1.5rem;
    gap: 1rem;
  }
`);

const Brand = classedLink(css`
  color: ${colors.onDark};
  font-weight: 800;
  font-size: 1rem;
  text-decoration: none;
  margin-right: auto;
  ${media.md} {
    font-size: 1.2rem;
  }
`);

const Areas = classed('nav', css`
  order: 2;
  width: 100%;
  ${media.md} {
    order: 1;
    width: auto;
  }
`);

// On a phone the three areas share the row: a long label wraps onto two lines (flex shrinks an item
// down to its longest word) rather than push the last badge past the edge ("Szukaj użytkowników").
const Links = classed('ul', css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.25rem;
  list-style: none;
  margin: 0;
  padding: 0;
  & > li > a {
    gap: 0.25rem;
    padding: 0 0.25rem;
    font-size: 0.875rem;
    line-height: 1.15;
    white-space: normal;
  }
  & > li > a > [role='status'] {
    flex: none;
  }
  ${media.md} {
    justify-content: space-around;
    gap: 1rem;
    & > li > a {
      gap: 0.35rem;
      padding: 0 0.5rem;
      font-size: 1rem;
      white-space: nowrap;
    }
  }
`);

const Tools = classed('div', css`
  order: 1;
  display: flex;
  align-items: center;
  gap: 0.25rem;
  ${media.md} {
    order: 2;
  }
`);

const LoginLink = classedLink(css`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 1rem;
  border-radius: 999px;
  background: ${colors.primary};
  color: ${colors.onPrimary};
  font-weight: 700;
  text-decoration: none;
`);

/** The visitor's signup button: the secondary colour beside the login pill. */
const signupLink = css`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 1rem;
  border-radius: 999px;
  background: ${colors.secondary};
  color: ${colors.onSecondary};
  font-weight: 700;
  text-decoration: none;
`;

/** The top bar: navigation with counts when logged in, a Login button when not. */
export const TopNav = () => {
  const intl = useIntl();
  const phase = useApp(selectSessionPhase);
  const settings = useApp(selectSettings);
  const unread = useApp(selectUnreadMessages);
  const fresh = useApp(selectNewLikes);
  // Keyed by path: an open dropdown closes when the member navigates.
  const [path] = useLocation();
  return (
    <Bar>
      <Inner>
        <BackButton />
        <Brand href="/" aria-label={intl.formatMessage(messages.home, { site: settings.name })}>
          {settings.name}
        </Brand>
        {phase === 'in' ? (
          <>
            <Areas aria-label={intl.formatMessage(messages.mainNavigation)}>
              <Links>
                <li>
                  <NavLink href="/members">{intl.formatMessage(messages.members)}</NavLink>
                </li>
                <li>
                  <NavLink href="/chats">
                    {intl.formatMessage(messages.messages)}
                    <CountBadge placement="corner" count={unread} label={intl.formatMessage(messages.unreadMessages, { count: unread })} />
                  </NavLink>
                </li>
                <li>
                  <NavLink href="/likes">
                    {intl.formatMessage(messages.likes)}
                    <CountBadge placement="corner" count={fresh} label={intl.formatMessage(messages.newLikes, { count: fresh })} />
                  </NavLink>
                </li>
              </Links>
            </Areas>
            <Tools key={path}>
              <CreditsLink />
              <LanguageMenu />
              <AccountMenu />
            </Tools>
          </>
        ) : phase === 'out' ? (
          <Tools key={path}>
            <LanguageMenu />
            <LoginLink href="/login">{intl.formatMessage(messages.login)}</LoginLink>
            <SignupButton className={signupLink}>{intl.formatMessage(messages.signup)}</SignupButton>
          </Tools>
        ) : null}
      </Inner>
    </Bar>
  );
};
