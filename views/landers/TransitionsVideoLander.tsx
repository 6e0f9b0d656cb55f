import { css, cx } from '@linaria/core';
import { useId } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { MemberSummary } from '../../io/entities/member';
import { selectSettings } from '../../machines/app/selectors';
import { useApp } from '../app-actor';
import { classed } from '../shell/classed';
import { Page } from '../shell/ui';
import { colors, media, radius } from '../theme';
import { LanderHeading } from './frame';
import { LiveCamBlock } from './LiveCamBlock';
import { pausable, PlayPauseButton, usePlaying } from './motion';
import { LanderSignup, TeaserFace, useTeasers } from './parts';

type Site = { site: string };

const messages = defineMessages<{ heading: {}; intro: Site; slide0: {}; slide1: {}; slide2: {}; slide3: {}; slide4: {} }>({
  heading: { id: 'lander.transitions.heading', defaultMessage: 'Zie wie er bij jou in de buurt is' },
  intro: { id: 'lander.transitions.intro', defaultMessage: 'Leden van {site}, een voor een.' },
  slide0: { id: 'lander.transitions.slide0', defaultMessage: 'Nieuwe mensen, nieuwe gesprekken' },
  slide1: { id: 'lander.transitions.slide1', defaultMessage: 'Leden bij jou in de buurt' },
  slide2: { id: 'lander.transitions.slide2', defaultMessage: 'Eén bericht kan alles veranderen' },
  slide3: { id: 'lander.transitions.slide3', defaultMessage: 'Flirten op jouw eigen tempo' },
  slide4: { id: 'lander.transitions.slide4', defaultMessage: 'Gratis aanmelden, meteen rondkijken' },
});

const captions = [messages.slide0, messages.slide1, messages.slide2, messages.slide3, messages.slide4];

/**
 * The intro is five slots of 4 s (a 20 s loop), whatever the number of members: fewer photos fill the slots
 * again. Each slot's photo fades in and out over 0.8 s (4 % of the loop) with its own transition: crossfade,
 * slide, zoom, rise, pan. The first slot starts already in (0.8 s early), so the first paint shows a photo.
 */
const slots = 5;

/** A card position past the first screenful's: the later slides' photos load after the first one, the page's largest paint. */
const laterSlide = 4;

const Columns = classed('div', css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1.5rem;
  ${media.lg} {
    grid-template-columns: minmax(0, 36rem) 24rem;
    justify-content: center;
    align-items: start;
  }
`);

// Full-bleed on a phone (over the page's padding), a square on a wider screen.
const Stage = classed('section', cx(pausable, css`
  position: relative;
  overflow: hidden;
  aspect-ratio: 4 / 5;
  margin: -1rem -0.75rem 0;
  background: linear-gradient(150deg, ${colors.dark}, ${colors.secondary});
  color: #fff;
  ${media.md} {
    width: 100%;
    max-width: 36rem;
    aspect-ratio: 1;
    margin: 0 auto;
    border-radius: ${radius};
  }
`));

const Top = classed('div', css`
  position: absolute;
  z-index: 6;
  inset: 0 0 auto;
  display: flex;
  gap: 0.75rem;
  align-items: flex-start;
  justify-content: space-between;
  padding: 1rem;
  text-shadow: 0 1px 3px rgba(0, 0, 0, 0.8);
  & h1,
  & h2 {
    margin: 0;
    font-size: 1.35rem;
    ${media.md} {
      font-size: 1.6rem;
    }
  }
  & p {
    margin: 0.25rem 0 0;
  }
`);

const Slides = classed('ul', css`
  margin: 0;
  padding: 0;
  list-style: none;
`);

// A slide: the photo fills it, the caption and the member's name, age, area and disclosure lie over it at the
// bottom, on a shade that keeps white text readable over any photo. The photo and the shade cross-fade; the text
// swaps at once halfway (text half transparent would be text of too little contrast), moved by the slide's own
// transition with it.
const Slide = classed('li', css`
  --delay: -0.8s;
  position: absolute;
  inset: 0;
  isolation: isolate;
  display: flex;
  flex-direction: column;
  justify-content: flex-end;
  animation-duration: 20s;
  animation-timing-function: linear;
  animation-iteration-count: infinite;
  animation-delay: var(--delay);
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    z-index: -1;
    background: linear-gradient(rgba(0, 0, 0, 0.6), transparent 30%, transparent 45%, rgba(0, 0, 0, 0.85));
  }
  &::after,
  & > * {
    opacity: 0;
    animation-duration: 20s;
    animation-iteration-count: infinite;
    animation-delay: var(--delay);
  }
  &::after,
  & > span:first-of-type {
    animation-name: fade;
    animation-timing-function: linear;
  }
  & > p,
  & > [data-size] {
    animation-name: swap;
    animation-timing-function: steps(1, end);
  }
  &:first-child::after,
  &:first-child > * {
    opacity: 1;
  }
  & > span:first-of-type {
    position: absolute;
    inset: 0;
    z-index: -1;
    height: 100%;
  }
  & > p {
    margin: 0 1rem;
    font-size: 1.15rem;
    font-weight: 800;
    ${media.md} {
      font-size: 1.35rem;
    }
  }
  & > [data-size] {
    padding: 0.25rem 1rem 1rem;
    color: #fff;
  }
  & > [data-size] > span {
    color: #eef1f8;
  }
  &[data-slot='1'] {
    --delay: 3.2s;
    animation-name: slide;
  }
  &[data-slot='2'] {
    --delay: 7.2s;
    animation-name: zoom;
  }
  &[data-slot='3'] {
    --delay: 11.2s;
    animation-name: rise;
  }
  &[data-slot='4'] {
    --delay: 15.2s;
    animation-name: pan;
  }
  @keyframes fade {
    0% {
      opacity: 0;
    }
    4%,
    20% {
      opacity: 1;
    }
    24%,
    100% {
      opacity: 0;
    }
  }
  @keyframes swap {
    0% {
      opacity: 0;
    }
    2% {
      opacity: 1;
    }
    22%,
    100% {
      opacity: 0;
    }
  }
  @keyframes slide {
    0% {
      transform: translateX(100%);
    }
    4%,
    100% {
      transform: none;
    }
  }
  @keyframes zoom {
    0% {
      transform: scale(1.3);
    }
    24%,
    100% {
      transform: none;
    }
  }
  @keyframes rise {
    0% {
      transform: translateY(15%);
    }
    4%,
    100% {
      transform: none;
    }
  }
  @keyframes pan {
    0% {
      transform: none;
    }
    24%,
    100% {
      transform: scale(1.15) translateX(-4%);
    }
  }
`);

const pauseButton = css`
  flex: none;
  text-shadow: none;
`;

const SignupBox = classed('div', css`
  width: 100%;
  max-width: 32rem;
  margin: 0 auto;
`);

/** The slots' members: those with a photo, again from the first when fewer than the slots; none without photos. */
const slotsOf = (members: ReadonlyArray<MemberSummary>): MemberSummary[] => {
  const withPhoto = members.filter((member) => member.main_image !== null);
  if (withPhoto.length === 0) return [];
  return Array.from({ length: slots }, (_, slot) => withPhoto[slot % withPhoto.length]).filter((member) => member !== undefined);
};

/**
 * /landers/transitionsvideolanding: an intro made here from the members' photos, one after another in
 * full-bleed transitions with captions over them, pausable, a still with reduced motion; the signup below
 * (beside it on a desktop). Without photos the intro is a still of its own.
 */
export const TransitionsVideoLander = () => {
  const intl = useIntl();
  const headingId = useId();
  const stageId = useId();
  const site = useApp(selectSettings).name;
  const { playing, toggle } = usePlaying();
  const shown = slotsOf(useTeasers().members);
  const distinct = new Set(shown.map((member) => member.id)).size;
  return (
    <Page>
      <Columns>
        <Stage id={stageId} aria-labelledby={headingId} data-paused={!playing}>
          <Top>
            <div>
              <LanderHeading id={headingId}>{intl.formatMessage(messages.heading)}</LanderHeading>
              <p>{intl.formatMessage(messages.intro, { site })}</p>
            </div>
            {shown.length > 0 && <PlayPauseButton className={pauseButton} compact playing={playing} onToggle={toggle} controls={stageId} />}
          </Top>
          {shown.length > 0 && (
            <Slides>
              {shown.map((member, slot) => (
                // A member shown again in a later slot is read out once.
                <Slide key={slot} data-slot={slot} aria-hidden={slot >= distinct ? true : undefined}>
                  <p>{intl.formatMessage(captions[slot] ?? messages.slide0)}</p>
                  <TeaserFace member={member} position={slot === 0 ? 0 : laterSlide + slot} />
                </Slide>
              ))}
            </Slides>
          )}
        </Stage>
        <SignupBox>
          <LanderSignup />
          <LiveCamBlock />
        </SignupBox>
      </Columns>
    </Page>
  );
};
