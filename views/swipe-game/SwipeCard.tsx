import { css, cx } from '@linaria/core';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { MemberSummary } from '../../io/entities/member';
import type { Decision } from '../../machines/swipe-game/swipe-game.machine';
import { MemberCardFace, memberCardSurface, memberNameId } from '../screens/MemberCard';
import { classed } from '../shell/classed';
import { useSwipeDrag } from './use-swipe-drag';

const messages = defineMessages<{ profile: { name: string } }>({
  profile: { id: 'swipeGame.profile', defaultMessage: 'Profiel van {name} bekijken' },
});

// The photo takes no pointer events, so a drag moves the card instead of starting the browser's image drag.
const Card = classed('article', cx(memberCardSurface, css`
  max-width: 360px;
  margin: 0 auto;
  touch-action: pan-y;
  user-select: none;
  cursor: grab;
  transition: transform 0.2s ease-out;
  & img {
    pointer-events: none;
  }
  &[data-dragging='true'] {
    transition: none;
    cursor: grabbing;
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`));

const ProfileLink = classed('p', css`
  margin: 0.5rem 0 0;
  font-size: 1rem;
`);

/**
 * The candidate, draggable sideways: released far enough right it is liked, left passed (the threshold is
 * the machine's gesture rule); a shorter drag springs back. Buttons and keys do the same for those who
 * do not drag. It shows what every member card shows, large.
 */
export const SwipeCard = (props: { member: MemberSummary; cdnPrefix: string; fictionalIcon: string; onDecide: (decision: Decision) => void }) => {
  const intl = useIntl();
  const { member } = props;
  const { dx, dragging, handlers } = useSwipeDrag(props.onDecide, (target) => target instanceof HTMLAnchorElement);
  return (
    <Card
      aria-labelledby={memberNameId(member)}
      data-dragging={dragging}
      style={{ transform: `translateX(${dx}px) rotate(${dx / 20}deg)` }}
      {...handlers}
    >
      <MemberCardFace member={member} cdnPrefix={props.cdnPrefix} fictionalIcon={props.fictionalIcon} position={0} size="large">
        <ProfileLink>
          <Link href={`/members/${member.id}`}>{intl.formatMessage(messages.profile, { name: member.name })}</Link>
        </ProfileLink>
      </MemberCardFace>
    </Card>
  );
};
