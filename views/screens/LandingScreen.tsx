import { css } from '@linaria/core';
import { classed, classedLink } from '../shell/classed';
import { defineMessages, useIntl } from 'react-intl';
import { selectSettings } from '../../machines/app/selectors';
import { useApp } from '../app-actor';
import { Page } from '../shell/ui';
import { SignupButton } from '../signup/signup-modal-context';
import { colors, media } from '../theme';

const messages = defineMessages<{ headline: { site: string }; pitch: {}; login: {}; signup: {} }>({
  headline: { id: 'landing.headline', defaultMessage: 'Ontmoet nieuwe mensen bij {site}' },
  pitch: { id: 'landing.pitch', defaultMessage: 'Zoek leden bij jou in de buurt, like ze en begin een gesprek.' },
  login: { id: 'landing.login', defaultMessage: 'Inloggen' },
  signup: { id: 'landing.signup', defaultMessage: 'Gratis aanmelden' },
});

const Hero = classed('section', css`
  padding: 3rem 1.25rem;
  border-radius: 20px;
  background: linear-gradient(135deg, ${colors.dark}, #3949ab);
  color: ${colors.onDark};
  text-align: center;
  & h1 {
    margin: 0 0 0.75rem;
    font-size: 2rem;
  }
  ${media.md} {
    padding: 5rem 2rem;
    & h1 {
      font-size: 2.8rem;
    }
  }
`);

const Cta = classedLink(css`
  display: inline-flex;
  align-items: center;
  min-height: 48px;
  margin-top: 1.5rem;
  padding: 0 1.75rem;
  border-radius: 999px;
  background: ${colors.primary};
  color: ${colors.onPrimary};
  font-weight: 700;
  text-decoration: none;
`);

const Actions = classed('div', css`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0 1rem;
`);

const signupCta = css`
  display: inline-flex;
  align-items: center;
  min-height: 48px;
  margin-top: 1.5rem;
  padding: 0 1.75rem;
  border-radius: 999px;
  background: ${colors.secondary};
  color: ${colors.onSecondary};
  font-weight: 700;
  text-decoration: none;
`;

/** The landing page, for visitors (the route table sends a member on / home, to /members). */
export const LandingScreen = () => {
  const intl = useIntl();
  const settings = useApp(selectSettings);
  return (
    <Page>
      <Hero>
        <h1>{intl.formatMessage(messages.headline, { site: settings.name })}</h1>
        <p>{intl.formatMessage(messages.pitch)}</p>
        <Actions>
          <SignupButton className={signupCta}>{intl.formatMessage(messages.signup)}</SignupButton>
          <Cta href="/login">{intl.formatMessage(messages.login)}</Cta>
        </Actions>
      </Hero>
    </Page>
  );
};
