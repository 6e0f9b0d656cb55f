import { css, cx } from '@linaria/core';
import { useId } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { selectSettings } from '../../machines/app/selectors';
import { useApp } from '../app-actor';
import { memberCardSurface } from '../screens/MemberCard';
import { classed } from '../shell/classed';
import { Page } from '../shell/ui';
import { colors, media, radius } from '../theme';
import { LanderHeading } from './frame';
import { LiveCamBlock } from './LiveCamBlock';
import { pausable, PlayPauseButton, usePlaying } from './motion';
import { LanderSignup, TeaserFace, useTeasers } from './parts';

type Site = { site: string };

const messages = defineMessages<{
  heading: Site; intro: {}; clip: {}; caption: {}; match: {}; online: {}; them1: {}; me1: {}; them2: {}; me2: {}; members: {};
}>({
  heading: { id: 'lander.video.heading', defaultMessage: 'Zo begint het bij {site}' },
  intro: { id: 'lander.video.intro', defaultMessage: 'Eén bericht, een antwoord, en het klikt.' },
  clip: {
    id: 'lander.video.clip',
    defaultMessage: 'Animatie: op een telefoon begint een chat. De een stuurt een bericht, de ander antwoordt, en er vliegen hartjes op.',
  },
  caption: { id: 'lander.video.caption', defaultMessage: 'Korte animatie, zonder geluid.' },
  match: { id: 'lander.video.match', defaultMessage: 'Je nieuwe match' },
  online: { id: 'lander.video.online', defaultMessage: 'online' },
  them1: { id: 'lander.video.them1', defaultMessage: 'Hoi! Leuk profiel 😊' },
  me1: { id: 'lander.video.me1', defaultMessage: 'Dankjewel! Ook uit de buurt?' },
  them2: { id: 'lander.video.them2', defaultMessage: 'Ja, hier om de hoek. Zullen we verder kletsen?' },
  me2: { id: 'lander.video.me2', defaultMessage: 'Graag! ❤️' },
  members: { id: 'lander.video.members', defaultMessage: 'Leden bij jou in de buurt' },
});

/**
 * A chat line's keyframes over the 12 s loop: nothing until `at` % of it, popped up by `at` + 3 %, gone again at
 * the loop's end so the chat forms anew. By scale, not by fading: text half transparent would be text of too
 * little contrast. Outside the animation (reduced motion) every line shows: the still.
 */
const appearAt = (name: string, at: number) => `
  @keyframes ${name} {
    0%, ${String(at)}% { transform: scale(0); }
    ${String(at + 3)}%, 92% { transform: none; }
    96%, 100% { transform: scale(0); }
  }`;

/** The hearts: each a glyph of its own place, rising at the reply's end. */
const hearts = ['l1', 'l2', 'l3', 'l4', 'l5', 'l6'] as const;

const Columns = classed('div', css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1.5rem;
  ${media.lg} {
    grid-template-columns: minmax(0, 1fr) 24rem;
    align-items: start;
  }
`);

const Intro = classed('section', css`
  display: grid;
  gap: 0.75rem;
  & > h1,
  & > h2 {
    margin: 0;
    color: ${colors.dark};
    font-size: 1.6rem;
  }
  & > p,
  & figure {
    margin: 0;
  }
  & figcaption {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem 1rem;
    align-items: center;
    margin-top: 0.75rem;
    color: ${colors.muted};
  }
`);

const Screen = classed('div', cx(pausable, css`
  position: relative;
  display: grid;
  place-items: center;
  height: 30rem;
  overflow: hidden;
  border-radius: ${radius};
  background: linear-gradient(160deg, ${colors.dark}, ${colors.secondary});
`));

const Phone = classed('div', css`
  position: relative;
  z-index: 1;
  display: flex;
  flex-direction: column;
  width: 15rem;
  height: 26rem;
  overflow: hidden;
  border: 0.6rem solid #11163a;
  border-radius: 2rem;
  background: ${colors.background};
  box-shadow: 0 1rem 2.5rem rgba(0, 0, 0, 0.35);
  font-size: 0.85rem;
`);

const Bar = classed('div', css`
  display: flex;
  gap: 0.5rem;
  align-items: center;
  padding: 0.9rem 0.75rem 0.6rem;
  background: ${colors.dark};
  color: ${colors.onDark};
  & svg {
    flex: none;
  }
  & small {
    display: block;
    color: #c9f2d6;
  }
`);

const Chat = classed('div', css`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 0.5rem;
  padding: 0.75rem;
  & p {
    max-width: 80%;
    margin: 0;
    padding: 0.5rem 0.75rem;
    border-radius: 1rem 1rem 1rem 0.25rem;
    background: ${colors.surface};
    color: ${colors.text};
    transform-origin: 0 100%;
    animation-duration: 12s;
    animation-timing-function: ease-out;
    animation-iteration-count: infinite;
  }
  & p[data-me] {
    align-self: flex-end;
    transform-origin: 100% 100%;
    border-radius: 1rem 1rem 0.25rem 1rem;
    background: ${colors.primaryStrong};
    color: #fff;
  }
  & [data-line='1'] {
    animation-name: line1;
  }
  & [data-line='2'] {
    animation-name: line2;
  }
  & [data-line='3'] {
    animation-name: line3;
  }
  & [data-line='4'] {
    animation-name: line4;
  }
  ${appearAt('line1', 4)}
  ${appearAt('line2', 21)}
  ${appearAt('line3', 50)}
  ${appearAt('line4', 67)}
`);

// "Typing…" in the place of the third line, before it comes: both in one grid cell.
const Turn = classed('div', css`
  display: grid;
  justify-items: start;
  & > * {
    grid-area: 1 / 1;
  }
`);

const Typing = classed('span', css`
  display: flex;
  gap: 0.25rem;
  padding: 0.6rem 0.75rem;
  border-radius: 1rem;
  background: ${colors.surface};
  opacity: 0;
  animation: typing 12s linear infinite;
  & > span {
    width: 0.45rem;
    height: 0.45rem;
    border-radius: 50%;
    background: ${colors.muted};
    animation: dot 0.9s ease-in-out infinite;
  }
  & > span:nth-child(2) {
    animation-delay: 0.15s;
  }
  & > span:nth-child(3) {
    animation-delay: 0.3s;
  }
  @keyframes typing {
    0%,
    34% {
      opacity: 0;
    }
    36%,
    48% {
      opacity: 1;
    }
    50%,
    100% {
      opacity: 0;
    }
  }
  @keyframes dot {
    50% {
      transform: translateY(-0.25rem);
    }
  }
`);

const Heart = classed('span', css`
  position: absolute;
  bottom: 3rem;
  color: #ff5c93;
  font-size: 1.6rem;
  transform: translateY(-6rem);
  animation: heart 12s ease-out infinite;
  &[data-at='l1'] {
    left: 12%;
  }
  &[data-at='l2'] {
    left: 24%;
    font-size: 1.1rem;
    animation-delay: 0.3s;
  }
  &[data-at='l3'] {
    left: 36%;
    animation-delay: 0.6s;
  }
  &[data-at='l4'] {
    left: 60%;
    font-size: 1.2rem;
    animation-delay: 0.2s;
  }
  &[data-at='l5'] {
    left: 74%;
    animation-delay: 0.5s;
  }
  &[data-at='l6'] {
    left: 86%;
    font-size: 1rem;
    animation-delay: 0.8s;
  }
  @keyframes heart {
    0%,
    70% {
      opacity: 0;
      transform: translateY(4rem) scale(0.6);
    }
    75% {
      opacity: 1;
    }
    95%,
    100% {
      opacity: 0;
      transform: translateY(-14rem) scale(1.15);
    }
  }
`);

const Members = classed('section', css`
  ${media.lg} {
    grid-column: 1 / -1;
  }
  & h2 {
    margin: 0 0 0.75rem;
    color: ${colors.dark};
    font-size: 1.3rem;
  }
  & ul {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 0.75rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  ${media.md} {
    & ul {
      grid-template-columns: repeat(4, minmax(0, 1fr));
    }
  }
`);

/** Cards below the clip: after the first screenful, so their photos load when scrolled to. */
const shownMembers = 4;
const belowTheFold = 4;

const Avatar = () => (
  <svg width="36" height="36" viewBox="0 0 36 36">
    <circle cx="18" cy="18" r="18" fill="#ff5c93" />
    <circle cx="18" cy="14" r="6" fill="#fff" />
    <path d="M7 30a11 9 0 0 1 22 0z" fill="#fff" />
  </svg>
);

/** The clip: a chat forming on a phone and hearts rising, drawn and moved by CSS; it makes no sound. */
const Clip = (props: { id: string; playing: boolean }) => {
  const intl = useIntl();
  return (
    <Screen id={props.id} role="img" aria-label={intl.formatMessage(messages.clip)} data-paused={!props.playing}>
      <Phone>
        <Bar>
          <Avatar />
          <span>
            {intl.formatMessage(messages.match)}
            <small>{intl.formatMessage(messages.online)}</small>
          </span>
        </Bar>
        <Chat>
          <p data-line="1">{intl.formatMessage(messages.them1)}</p>
          <p data-line="2" data-me="">
            {intl.formatMessage(messages.me1)}
          </p>
          <Turn>
            <Typing>
              <span />
              <span />
              <span />
            </Typing>
            <p data-line="3">{intl.formatMessage(messages.them2)}</p>
          </Turn>
          <p data-line="4" data-me="">
            {intl.formatMessage(messages.me2)}
          </p>
        </Chat>
      </Phone>
      {hearts.map((at) => (
        <Heart key={at} data-at={at}>
          ♥
        </Heart>
      ))}
    </Screen>
  );
};

/**
 * /landers/video: a short clip made here (a chat forming on a phone, hearts rising), muted by nature,
 * with play/pause and a still for reduced motion; the signup beside it (below on a phone), members near the
 * visitor under both.
 */
export const VideoLander = () => {
  const intl = useIntl();
  const headingId = useId();
  const clipId = useId();
  const site = useApp(selectSettings).name;
  const { playing, toggle } = usePlaying();
  const membersId = useId();
  const members = useTeasers().members.slice(0, shownMembers);
  return (
    <Page>
      <Columns>
        <Intro aria-labelledby={headingId}>
          <LanderHeading id={headingId}>{intl.formatMessage(messages.heading, { site })}</LanderHeading>
          <p>{intl.formatMessage(messages.intro)}</p>
          <figure>
            <Clip id={clipId} playing={playing} />
            <figcaption>
              <PlayPauseButton playing={playing} onToggle={toggle} controls={clipId} />
              {intl.formatMessage(messages.caption)}
            </figcaption>
          </figure>
        </Intro>
        <div>
          <LanderSignup />
          <LiveCamBlock />
        </div>
        {members.length > 0 && (
          <Members aria-labelledby={membersId}>
            <h2 id={membersId}>{intl.formatMessage(messages.members)}</h2>
            <ul>
              {members.map((member, index) => (
                <li key={member.id} className={memberCardSurface}>
                  <TeaserFace member={member} position={belowTheFold + index} />
                </li>
              ))}
            </ul>
          </Members>
        )}
      </Columns>
    </Page>
  );
};
