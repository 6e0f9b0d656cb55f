import { css, cx } from '@linaria/core';
import { defineMessages, useIntl } from 'react-intl';
import { selectSettings } from '../../machines/app/selectors';
import { useApp } from '../app-actor';
import { memberCardSurface } from '../screens/MemberCard';
import { classed } from '../shell/classed';
import { media } from '../theme';
import { LanderSignup, TeaserFace, useTeasers } from './parts';

const messages = defineMessages<{
  title: {}; lead: { site: string }; nudge: {}; promises: {}; free: {}; noSubscription: {}; adults: {};
  membersTitle: {}; membersHint: {};
}>({
  title: { id: 'lander.night.title', defaultMessage: 'Alleen vanavond?' },
  lead: { id: 'lander.night.lead', defaultMessage: 'Dat hoeft niet. Bij {site} ontmoet je leden bij jou in de buurt. Maak gratis een profiel en begin vanavond nog een gesprek.' },
  nudge: { id: 'lander.night.nudge', defaultMessage: 'Waarom wachten tot morgen? Aanmelden is gratis en duurt maar even.' },
  promises: { id: 'lander.night.promises', defaultMessage: 'Wat je van ons mag verwachten' },
  free: { id: 'lander.night.free', defaultMessage: 'Gratis aanmelden' },
  noSubscription: { id: 'lander.night.noSubscription', defaultMessage: 'Geen abonnement' },
  adults: { id: 'lander.night.adults', defaultMessage: 'Alleen voor 18+' },
  membersTitle: { id: 'lander.night.membersTitle', defaultMessage: 'Leden bij jou in de buurt' },
  membersHint: { id: 'lander.night.membersHint', defaultMessage: 'Meld je aan om met ze te chatten.' },
});

/** Six cards: two rows of three beside the form on a desktop, a strip to swipe through on a phone. */
const shown = 6;

// Night colours: every text on them is at least 4.5:1 (light lilac on near-black blue).
const night = {
  sky: '#0d1030',
  dusk: '#26184f',
  text: '#f1edff',
  soft: '#c9c2ec',
  accent: '#ffb4cf',
} as const;

// A sky of a few CSS stars (no image to load) that twinkle unless motion is reduced.
const Night = classed('main', css`
  position: relative;
  overflow: hidden;
  padding: 2rem 0.75rem 3rem;
  background: linear-gradient(180deg, ${night.sky} 0%, ${night.dusk} 100%);
  color: ${night.text};
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    background:
      radial-gradient(1.5px 1.5px at 12% 6%, #fff 50%, transparent 51%),
      radial-gradient(1px 1px at 32% 3%, #fff 50%, transparent 51%),
      radial-gradient(1.5px 1.5px at 58% 9%, #fff 50%, transparent 51%),
      radial-gradient(1px 1px at 74% 4%, #fff 50%, transparent 51%),
      radial-gradient(1px 1px at 94% 14%, #fff 50%, transparent 51%),
      radial-gradient(1px 1px at 44% 16%, #fff 50%, transparent 51%);
    pointer-events: none;
    animation: night-twinkle 5s ease-in-out infinite;
  }
  @keyframes night-twinkle {
    50% {
      opacity: 0.4;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    &::after {
      animation: none;
    }
  }
  ${media.md} {
    padding: 3.5rem 1.5rem 4.5rem;
  }
`);

const Layout = classed('div', css`
  position: relative;
  z-index: 1;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 2rem;
  max-width: 72rem;
  margin: 0 auto;
  ${media.lg} {
    grid-template-columns: minmax(0, 1fr) 26rem;
    grid-template-areas: 'intro form' 'members form';
    align-items: start;
    column-gap: 3rem;
  }
`);

// A crescent moon in the corner, drawn by a shadow.
const Intro = classed('section', css`
  position: relative;
  ${media.lg} {
    grid-area: intro;
  }
  &::before {
    content: '';
    position: absolute;
    top: 0;
    right: 1rem;
    width: 4rem;
    height: 4rem;
    border-radius: 50%;
    box-shadow: -0.8rem 0.5rem 0 0 #ffe9b0;
    transform: rotate(-15deg);
  }
  & h2 {
    margin: 0 5rem 0.75rem 0;
    font-size: 2.2rem;
    line-height: 1.1;
    ${media.md} {
      font-size: 3rem;
    }
  }
  & p {
    max-width: 36rem;
    margin: 0 0 0.75rem;
    font-size: 1.1rem;
  }
`);

const Nudge = classed('p', css`
  color: ${night.accent};
  font-weight: 700;
`);

const Promises = classed('ul', css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 1rem 0 0;
  padding: 0;
  & li {
    list-style: none;
    padding: 0.3rem 0.8rem;
    border: 1px solid rgba(241, 237, 255, 0.35);
    border-radius: 999px;
    color: ${night.soft};
    font-size: 0.9rem;
  }
`);

const Members = classed('section', css`
  ${media.lg} {
    grid-area: members;
  }
  & h2 {
    margin: 0 0 0.25rem;
    font-size: 1.3rem;
  }
  & > p {
    margin: 0 0 1rem;
    color: ${night.soft};
  }
`);

// A strip that scrolls sideways on a phone (each card most of half the screen), a grid of three on a desktop.
const Strip = classed('ul', css`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: 44%;
  gap: 0.75rem;
  margin: 0 -0.75rem;
  padding: 0 0.75rem 0.5rem;
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  ${media.md} {
    grid-auto-flow: row;
    grid-template-columns: repeat(3, minmax(0, 1fr));
    margin: 0;
    padding: 0;
    overflow: visible;
  }
  & li {
    display: flex;
    flex-direction: column;
    list-style: none;
    scroll-snap-align: start;
  }
`);

// Each card leads to the form on the page: signing up is what opens a profile.
const cardLink = cx(memberCardSurface, css`
  display: block;
  flex: 1 0 auto;
  text-decoration: none;
  &:focus-visible {
    outline: 3px solid ${night.accent};
    outline-offset: 3px;
  }
`);

const Placeholder = classed('li', css`
  aspect-ratio: 4 / 5;
  border-radius: 12px;
  background: rgba(241, 237, 255, 0.12);
`);

const Form = classed('div', css`
  scroll-margin-top: 1rem;
  ${media.lg} {
    grid-area: form;
    position: sticky;
    top: 1rem;
  }
`);

const signupAnchor = 'signup';

const NearbyTonight = () => {
  const intl = useIntl();
  const { members, loading } = useTeasers();
  if (!loading && members.length === 0) return null;
  return (
    <Members aria-labelledby="night-members" aria-busy={loading}>
      <h2 id="night-members">{intl.formatMessage(messages.membersTitle)}</h2>
      <p>{intl.formatMessage(messages.membersHint)}</p>
      <Strip>
        {loading
          ? [0, 1, 2].map((index) => <Placeholder key={index} aria-hidden="true" />)
          : members.slice(0, shown).map((member, position) => (
              <li key={member.id}>
                <a className={cardLink} href={`#${signupAnchor}`}>
                  <TeaserFace member={member} position={position} />
                </a>
              </li>
            ))}
      </Strip>
    </Members>
  );
};

/**
 * /landers/alonetonight/{slug?}: an evening mood, "alone tonight?", on a night sky. Members near the
 * visitor (no claim that they are online: the data does not say), urgency without a countdown or an
 * invented number, and the signup form beside them on a desktop, below them on a phone. Without members
 * the promise and the form remain.
 */
export const AloneTonightLander = () => {
  const intl = useIntl();
  const site = useApp(selectSettings).name;
  return (
    <Night>
      <Layout>
        <Intro aria-labelledby="night-title">
          <h2 id="night-title">{intl.formatMessage(messages.title)}</h2>
          <p>{intl.formatMessage(messages.lead, { site })}</p>
          <Nudge>{intl.formatMessage(messages.nudge)}</Nudge>
          <Promises aria-label={intl.formatMessage(messages.promises)}>
            <li>{intl.formatMessage(messages.free)}</li>
            <li>{intl.formatMessage(messages.noSubscription)}</li>
            <li>{intl.formatMessage(messages.adults)}</li>
          </Promises>
        </Intro>
        <NearbyTonight />
        <Form id={signupAnchor}>
          <LanderSignup />
        </Form>
      </Layout>
    </Night>
  );
};
