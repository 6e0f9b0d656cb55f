import { css } from '@linaria/core';
import { classed } from '../shell/classed';
import { useMemo } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'wouter';
import { selectSettings } from '../../machines/app/selectors';
import { footerHref, footerLinks, selectFooterVariant } from '../../machines/footer/footer';
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

const Bar = classed('footer', css`
  margin-top: 2rem;
  padding: 2rem 1rem 3rem;
  background: ${colors.dark};
  color: ${colors.onDark};
  font-size: 0.9rem;
  & a {
    color: ${colors.onDark};
  }
`);

const Links = classed('ul', css`
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
`);

/** The footer in the variant machines/footer decides, with the disclaimer under it. */
export const Footer = () => {
  const intl = useIntl();
  const settings = useApp(selectSettings);
  const { standalone } = useEnvironment();
  const variant = useApp(useMemo(() => selectFooterVariant(standalone), [standalone]));
  const label = (descriptor: MessageDescriptor) => intl.formatMessage(descriptor);
  return (
    <Bar data-variant={variant}>
      <nav aria-label={label(messages.legal)}>
        <Links>
          {footerLinks[variant].map((id) => {
            const { kind, href } = footerHref(id, settings);
            return (
              <li key={id}>{kind === 'mail' ? <a href={href}>{label(messages[id])}</a> : <Link href={href}>{label(messages[id])}</Link>}</li>
            );
          })}
        </Links>
      </nav>
      <Disclaimer />
    </Bar>
  );
};
