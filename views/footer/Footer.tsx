import { styled } from '@linaria/react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'wouter';
import { selectSessionPhase, selectSettings } from '../../machines/app/selectors';
import { useApp } from '../app-actor';
import { useEnvironment } from '../shell-actors';
import { colors, media } from '../theme';
import { Disclaimer } from './Disclaimer';

const messages = defineMessages<{
  legal: {}; terms: {}; privacy: {}; cookies: {}; ban: {}; pricing: {}; complaints: {}; returns: {}; faq: {}; support: {};
}>({
  legal: { id: 'footer.legal', defaultMessage: 'Voorwaarden en hulp' },
  terms: { id: 'footer.terms', defaultMessage: 'Algemene voorwaarden' },
  privacy: { id: 'footer.privacy', defaultMessage: 'Privacy' },
  cookies: { id: 'footer.cookies', defaultMessage: 'Cookies' },
  ban: { id: 'footer.ban', defaultMessage: 'Blokkeerbeleid' },
  pricing: { id: 'footer.pricing', defaultMessage: 'Prijzen' },
  complaints: { id: 'footer.complaints', defaultMessage: 'Klachten' },
  returns: { id: 'footer.returns', defaultMessage: 'Retourbeleid' },
  faq: { id: 'footer.faq', defaultMessage: 'Veelgestelde vragen' },
  support: { id: 'footer.support', defaultMessage: 'Klantenservice' },
});

type LinkId = Exclude<keyof typeof messages, 'legal'>;

const hrefs: Record<Exclude<LinkId, 'support'>, string> = {
  terms: '/pages/terms', privacy: '/pages/privacy', cookies: '/pages/cookies', ban: '/pages/ban', pricing: '/pricing',
  complaints: '/complaints', returns: '/pages/return-policy', faq: '/pages/faq',
};

/**
 * Spec §2 footer variants. Decision (the spec lists the links, not who sees which): members get every
 * link; visitors all but the ban and return policies (they cannot be banned or buy yet); the installed
 * app keeps it short, like an app's about screen.
 */
const variants: Record<'loggedOut' | 'loggedIn' | 'installedApp', ReadonlyArray<LinkId>> = {
  loggedOut: ['terms', 'privacy', 'cookies', 'pricing', 'complaints', 'faq', 'support'],
  loggedIn: ['terms', 'privacy', 'cookies', 'ban', 'pricing', 'complaints', 'returns', 'faq', 'support'],
  installedApp: ['terms', 'privacy', 'faq', 'support'],
};

const Bar = styled.footer`
  margin-top: 2rem;
  padding: 2rem 1rem 3rem;
  background: ${colors.dark};
  color: ${colors.onDark};
  font-size: 0.9rem;
  & a {
    color: ${colors.onDark};
  }
`;

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0.25rem 1.25rem;
  max-width: 1200px;
  margin: 0 auto 1rem;
  padding: 0;
  list-style: none;
  & a {
    display: inline-block;
    padding: 0.6rem 0.25rem;
  }
  ${media.md} {
    gap: 0.25rem 2rem;
  }
`;

/** The footer in its three variants, with the disclaimer under it. */
export const Footer = () => {
  const intl = useIntl();
  const phase = useApp(selectSessionPhase);
  const settings = useApp(selectSettings);
  const { standalone } = useEnvironment();
  const variant = standalone ? 'installedApp' : phase === 'in' ? 'loggedIn' : 'loggedOut';
  const label = (descriptor: MessageDescriptor) => intl.formatMessage(descriptor);
  return (
    <Bar data-variant={variant}>
      <nav aria-label={label(messages.legal)}>
        <Links>
          {variants[variant].map((id) => (
            <li key={id}>
              {id === 'support' ? (
                <a href={`mailto:${settings.support_email}`}>{label(messages.support)}</a>
              ) : (
                <Link href={hrefs[id]}>{label(messages[id])}</Link>
              )}
            </li>
          ))}
        </Links>
      </nav>
      <Disclaimer />
    </Bar>
  );
};
