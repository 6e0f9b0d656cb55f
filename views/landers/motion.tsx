import { css } from '@linaria/core';
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { classed } from '../shell/classed';
import { VisuallyHidden } from '../shell/ui';

const messages = defineMessages<{ pause: {}; play: {} }>({
  pause: { id: 'lander.motion.pause', defaultMessage: 'Animatie pauzeren' },
  play: { id: 'lander.motion.play', defaultMessage: 'Animatie afspelen' },
});

/**
 * A lander's moving intro, for the class `pausable`: `data-paused` holds every animation inside where it is
 * (WCAG 2.2.2: what moves for more than 5 s can be paused); with `prefers-reduced-motion` nothing moves at
 * all and the intro is a still (each part's resting style, outside its keyframes).
 */
export const pausable = css`
  &[data-paused='true'],
  &[data-paused='true'] * {
    animation-play-state: paused !important;
  }
  @media (prefers-reduced-motion: reduce) {
    &,
    & * {
      animation: none !important;
    }
  }
`;

// White on at least 70 % black over any photo: 5.7:1 or better. Hidden where nothing moves.
const Button = classed('button', css`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  min-height: 44px;
  padding: 0 1rem;
  border: 0;
  border-radius: 999px;
  background: rgba(0, 0, 0, 0.72);
  color: #fff;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid #fff;
    outline-offset: 2px;
  }
  &[data-compact] {
    justify-content: center;
    width: 44px;
    padding: 0;
  }
  @media (prefers-reduced-motion: reduce) {
    display: none;
  }
`);

/** Whether the intro plays: it starts playing (server and browser alike), the visitor may stop it. */
export const usePlaying = () => {
  const [playing, setPlaying] = useState(true);
  return { playing, toggle: () => setPlaying((was) => !was) };
};

/** The intro's pause/play button; `controls`: the id of what it pauses; `compact`: its sign alone shows (over a picture). */
export const PlayPauseButton = (props: { playing: boolean; onToggle: () => void; controls: string; compact?: boolean; className?: string }) => {
  const intl = useIntl();
  const label = intl.formatMessage(props.playing ? messages.pause : messages.play);
  return (
    <Button type="button" className={props.className} aria-controls={props.controls} data-compact={props.compact === true ? '' : undefined} onClick={props.onToggle}>
      <span aria-hidden="true">{props.playing ? '❚❚' : '▶'}</span>
      {props.compact === true ? <VisuallyHidden>{label}</VisuallyHidden> : label}
    </Button>
  );
};
