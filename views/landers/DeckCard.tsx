import { css, cx } from '@linaria/core';
import { defineMessages, useIntl } from 'react-intl';
import type { MemberSummary } from '../../io/entities/member';
import type { DeckDecision } from '../../machines/lander-deck/lander-deck.machine';
import { swipeThresholdPx } from '../../machines/swipe-game/gesture';
import { memberCardSurface } from '../screens/MemberCard';
import { classed } from '../shell/classed';
import { useSwipeDrag } from '../swipe-game/use-swipe-drag';
import { TeaserFace } from './parts';

const messages = defineMessages<{ likeStamp: {}; passStamp: {} }>({
  likeStamp: { id: 'lander.deck.likeStamp', defaultMessage: 'Leuk' },
  passStamp: { id: 'lander.deck.passStamp', defaultMessage: 'Volgende' },
});

// One cell of the stage for the card on show and the one leaving, so neither moves the page.
const card = cx(memberCardSurface, css`
  position: relative;
  grid-area: 1 / 1;
  font-size: 1.1rem;
  & img {
    pointer-events: none;
  }
`);

// The photo takes no pointer events, so a drag moves the card instead of starting the browser's image drag.
const Live = classed('article', cx(card, css`
  touch-action: pan-y;
  user-select: none;
  cursor: grab;
  transition: transform 0.2s ease-out;
  animation: deck-rise 0.25s ease-out;
  &[data-dragging='true'] {
    transition: none;
    cursor: grabbing;
  }
  @keyframes deck-rise {
    from {
      transform: scale(0.94) translateY(10px);
      opacity: 0.6;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
    animation: none;
  }
`));

// The card just decided flies off to its side and fades; it is decoration (its member is announced).
const Leaving = classed('div', cx(card, css`
  z-index: 1;
  pointer-events: none;
  animation: deck-leave 0.35s ease-in forwards;
  &[data-decision='like'] {
    --deck-leave-to: translateX(130%) rotate(18deg);
  }
  &[data-decision='pass'] {
    --deck-leave-to: translateX(-130%) rotate(-18deg);
  }
  @keyframes deck-leave {
    to {
      transform: var(--deck-leave-to);
      opacity: 0;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    display: none;
  }
`));

// "Leuk" / "Volgende" stamped on the photo as the drag goes towards a side, for those who see it.
const Stamp = classed('span', css`
  position: absolute;
  top: 1rem;
  z-index: 1;
  padding: 0.2rem 0.7rem;
  border: 3px solid currentColor;
  border-radius: 8px;
  background: rgba(255, 255, 255, 0.9);
  font-size: 1.4rem;
  font-weight: 800;
  text-transform: uppercase;
  &[data-decision='like'] {
    left: 1rem;
    color: #1b7a3a;
    transform: rotate(-12deg);
  }
  &[data-decision='pass'] {
    right: 1rem;
    color: #b00020;
    transform: rotate(12deg);
  }
`);

/**
 * The card on show: dragged sideways past the swipe game's threshold it is liked (right) or passed (left);
 * a shorter drag springs back. The deck's buttons and arrow keys do the same for those who do not drag.
 */
export const DeckCard = (props: { member: MemberSummary; onDecide: (decision: 'like' | 'pass') => void }) => {
  const intl = useIntl();
  const { dx, dragging, handlers } = useSwipeDrag(props.onDecide);
  const leaning = dx > 0 ? 'like' : 'pass';
  return (
    <Live
      aria-label={props.member.name}
      data-dragging={dragging}
      style={dx === 0 ? undefined : { transform: `translateX(${dx}px) rotate(${dx / 20}deg)` }}
      {...handlers}
    >
      {dx !== 0 && (
        <Stamp aria-hidden="true" data-decision={leaning} style={{ opacity: Math.min(Math.abs(dx) / swipeThresholdPx, 1) }}>
          {intl.formatMessage(leaning === 'like' ? messages.likeStamp : messages.passStamp)}
        </Stamp>
      )}
      <TeaserFace member={props.member} position={0} />
    </Live>
  );
};

/** The card last decided, on its way out (hidden from assistive technology: the deck announces it). */
export const LeavingCard = (props: { decided: DeckDecision }) => (
  <Leaving aria-hidden="true" data-decision={props.decided.decision}>
    <TeaserFace member={props.decided.member} position={0} />
  </Leaving>
);
