import { css } from '@linaria/core';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { locales } from '../../io/entities/locale';
import { selectSettings } from '../../machines/app/selectors';
import { useApp } from '../app-actor';
import { NearbyMembers } from '../landing/NearbyMembers';
import { classed } from '../shell/classed';
import { Page } from '../shell/ui';
import { SignupButton } from '../signup/signup-modal-context';
import { colors, media, radius } from '../theme';

type Site = { site: string };

const messages = defineMessages<{
  headline: Site; pitch: {}; login: {}; signup: {}; alreadyMember: {}; promises: {};
  free: {}; noSubscription: {}; adults: {};
  howTitle: {}; step1Title: {}; step1: {}; step2Title: {}; step2: {}; step3Title: {}; step3: {};
  whyTitle: Site; safeTitle: {}; safe: {}; priceTitle: {}; price: {}; privacyTitle: {}; privacy: {};
  languagesTitle: { count: number }; languages: { site: string; count: number };
  endTitle: {}; endPitch: {};
}>({
  headline: { id: 'landing.headline', defaultMessage: 'Ontmoet nieuwe mensen bij {site}' },
  pitch: { id: 'landing.pitch', defaultMessage: 'Zoek leden bij jou in de buurt, like ze en begin een gesprek.' },
  login: { id: 'landing.login', defaultMessage: 'Inloggen' },
  signup: { id: 'landing.signup', defaultMessage: 'Gratis aanmelden' },
  alreadyMember: { id: 'landing.alreadyMember', defaultMessage: 'Al lid?' },
  promises: { id: 'landing.promises', defaultMessage: 'Wat je van ons mag verwachten' },
  free: { id: 'landing.promise.free', defaultMessage: 'Gratis aanmelden' },
  noSubscription: { id: 'landing.promise.noSubscription', defaultMessage: 'Geen abonnement' },
  adults: { id: 'landing.promise.adults', defaultMessage: 'Alleen voor volwassenen (18+)' },
  howTitle: { id: 'landing.how.title', defaultMessage: 'Zo werkt het' },
  step1Title: { id: 'landing.how.step1.title', defaultMessage: 'Maak gratis je profiel' },
  step1: { id: 'landing.how.step1.text', defaultMessage: 'Aanmelden duurt maar even. Een foto en meer over jezelf voeg je toe wanneer je wilt.' },
  step2Title: { id: 'landing.how.step2.title', defaultMessage: 'Ontdek leden bij jou in de buurt' },
  step2: { id: 'landing.how.step2.text', defaultMessage: 'Zoek op leeftijd en regio, bekijk profielen en like wie je leuk vindt.' },
  step3Title: { id: 'landing.how.step3.title', defaultMessage: 'Begin een gesprek' },
  step3: { id: 'landing.how.step3.text', defaultMessage: 'Stuur een bericht. Liken jullie elkaar allebei, dan is het een match.' },
  whyTitle: { id: 'landing.why.title', defaultMessage: 'Waarom {site}?' },
  safeTitle: { id: 'landing.why.safe.title', defaultMessage: 'Veilig en discreet' },
  safe: { id: 'landing.why.safe.text', defaultMessage: 'Ons team controleert foto’s en teksten. Je kunt leden blokkeren en melden, en jezelf onzichtbaar maken.' },
  priceTitle: { id: 'landing.why.price.title', defaultMessage: 'Gratis lid, geen abonnement' },
  price: { id: 'landing.why.price.text', defaultMessage: 'Een profiel kost niets. Credits koop je alleen als je wilt, eenmalig: er wordt nooit iets automatisch verlengd.' },
  privacyTitle: { id: 'landing.why.privacy.title', defaultMessage: 'Jouw gegevens blijven van jou' },
  privacy: { id: 'landing.why.privacy.text', defaultMessage: 'Geen advertentietrackers en we verkopen geen gegevens. Jij bepaalt wat je deelt.' },
  languagesTitle: { id: 'landing.why.languages.title', defaultMessage: 'In {count} talen' },
  languages: { id: 'landing.why.languages.text', defaultMessage: 'Gebruik {site} in je eigen taal: je kiest uit {count} talen.' },
  endTitle: { id: 'landing.end.title', defaultMessage: 'Klaar om iemand nieuws te ontmoeten?' },
  endPitch: { id: 'landing.end.pitch', defaultMessage: 'Aanmelden is gratis en je zit nergens aan vast.' },
});

const Hero = classed('section', css`
  padding: 2.5rem 1.25rem;
  border-radius: 20px;
  background: linear-gradient(135deg, ${colors.dark}, #3949ab);
  color: ${colors.onDark};
  text-align: center;
  & h1 {
    margin: 0 0 0.75rem;
    font-size: 2rem;
    line-height: 1.15;
  }
  ${media.md} {
    padding: 4.5rem 2rem;
    & h1 {
      font-size: 2.8rem;
    }
  }
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
  font-size: 1.1rem;
  font-weight: 700;
  text-decoration: none;
  &:hover {
    background: #a0134b;
  }
`;

const Pitch = classed('p', css`
  max-width: 34rem;
  margin: 0 auto;
  font-size: 1.1rem;
`);

// The members' way in: a plain link under the call to action, white on the hero, dark on the page.
const LoginLine = classed('p', css`
  margin: 1rem 0 0;
  & a {
    display: inline-block;
    padding: 0.6rem 0.25rem;
    color: inherit;
    font-weight: 700;
  }
`);

const Promises = classed('ul', css`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0.5rem;
  margin: 1.25rem 0 0;
  padding: 0;
  & li {
    list-style: none;
    padding: 0.3rem 0.8rem;
    border-radius: 999px;
    background: rgba(255, 255, 255, 0.14);
    font-size: 0.9rem;
  }
  & li::before {
    content: '✓' / '';
    margin-right: 0.35rem;
  }
`);

const Section = classed('section', css`
  margin-top: 2.5rem;
  & > h2 {
    margin: 0 0 1rem;
    color: ${colors.dark};
    font-size: 1.5rem;
  }
  & h3 {
    margin: 0 0 0.3rem;
    font-size: 1.1rem;
  }
  & p {
    margin: 0;
    color: ${colors.muted};
  }
  ${media.md} {
    margin-top: 3.5rem;
  }
`);

const Steps = classed('ol', css`
  display: grid;
  gap: 1rem;
  margin: 0;
  padding: 0;
  counter-reset: step;
  ${media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: 1.5rem;
  }
  & li {
    display: grid;
    grid-template-columns: 2.5rem 1fr;
    gap: 0 0.9rem;
    list-style: none;
    counter-increment: step;
  }
  & li::before {
    content: counter(step);
    display: grid;
    place-items: center;
    width: 2.5rem;
    height: 2.5rem;
    grid-row: span 2;
    border-radius: 50%;
    background: ${colors.secondary};
    color: ${colors.onSecondary};
    font-weight: 800;
  }
`);

const Reasons = classed('ul', css`
  display: grid;
  gap: 1rem;
  margin: 0;
  padding: 0;
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  & li {
    list-style: none;
    padding: 1.1rem;
    border: 1px solid ${colors.border};
    border-radius: ${radius};
    background: ${colors.surface};
  }
`);

const Closing = classed('section', css`
  margin-top: 2.5rem;
  padding: 2rem 1.25rem;
  border-radius: 20px;
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  text-align: center;
  & h2 {
    margin: 0 0 0.5rem;
    color: ${colors.dark};
    font-size: 1.5rem;
  }
  ${media.md} {
    margin-top: 3.5rem;
    padding: 3rem 2rem;
  }
`);

const Login = () => {
  const intl = useIntl();
  return (
    <LoginLine>
      {intl.formatMessage(messages.alreadyMember)} <Link href="/login">{intl.formatMessage(messages.login)}</Link>
    </LoginLine>
  );
};

/**
 * The landing page, for visitors (the route table sends a member on / home, to /members): the promise and
 * the way in, members near the visitor, how it works, why this site, and the way in once more. Text and CSS
 * only above the members, so the first paint is the text itself; every claim is one the product keeps.
 */
export const LandingScreen = () => {
  const intl = useIntl();
  const site = useApp(selectSettings).name;
  const count = locales.length;
  const step = (title: typeof messages.step1Title, text: typeof messages.step1) => (
    <li>
      <h3>{intl.formatMessage(title)}</h3>
      <p>{intl.formatMessage(text)}</p>
    </li>
  );
  return (
    <Page>
      <Hero>
        <h1>{intl.formatMessage(messages.headline, { site })}</h1>
        <Pitch>{intl.formatMessage(messages.pitch)}</Pitch>
        <SignupButton className={signupCta}>{intl.formatMessage(messages.signup)}</SignupButton>
        <Login />
        <Promises aria-label={intl.formatMessage(messages.promises)}>
          <li>{intl.formatMessage(messages.free)}</li>
          <li>{intl.formatMessage(messages.noSubscription)}</li>
          <li>{intl.formatMessage(messages.adults)}</li>
        </Promises>
      </Hero>
      <NearbyMembers />
      <Section aria-labelledby="landing-how">
        <h2 id="landing-how">{intl.formatMessage(messages.howTitle)}</h2>
        <Steps>
          {step(messages.step1Title, messages.step1)}
          {step(messages.step2Title, messages.step2)}
          {step(messages.step3Title, messages.step3)}
        </Steps>
      </Section>
      <Section aria-labelledby="landing-why">
        <h2 id="landing-why">{intl.formatMessage(messages.whyTitle, { site })}</h2>
        <Reasons>
          <li>
            <h3>{intl.formatMessage(messages.safeTitle)}</h3>
            <p>{intl.formatMessage(messages.safe)}</p>
          </li>
          <li>
            <h3>{intl.formatMessage(messages.priceTitle)}</h3>
            <p>{intl.formatMessage(messages.price)}</p>
          </li>
          <li>
            <h3>{intl.formatMessage(messages.privacyTitle)}</h3>
            <p>{intl.formatMessage(messages.privacy)}</p>
          </li>
          <li>
            <h3>{intl.formatMessage(messages.languagesTitle, { count })}</h3>
            <p>{intl.formatMessage(messages.languages, { site, count })}</p>
          </li>
        </Reasons>
      </Section>
      <Closing aria-labelledby="landing-end">
        <h2 id="landing-end">{intl.formatMessage(messages.endTitle)}</h2>
        <Pitch>{intl.formatMessage(messages.endPitch)}</Pitch>
        <SignupButton className={signupCta}>{intl.formatMessage(messages.signup)}</SignupButton>
        <Login />
      </Closing>
    </Page>
  );
};
