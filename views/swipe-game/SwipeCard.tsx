import { css } from '@linaria/core';
import { useState, type PointerEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { MemberSummary } from '../../io/entities/member';
import { decisionOfDrag } from '../../machines/swipe-game/gesture';
import type { Decision } from '../../machines/swipe-game/swipe-game.machine';
import { classed } from '../shell/classed';
import { colors, radius, shadow } from '../theme';

const messages = defineMessages<{ age: { age: number }; photoOf: { name: string }; noPhoto: {}; profile: { name: string } }>({
  age: { id: 'members.age', defaultMessage: '{age} jaar' },
  photoOf: { id: 'members.photoOf', defaultMessage: 'Foto van {name}' },
  noPhoto: { id: 'members.noPhoto', defaultMessage: 'Nog geen foto' },
  profile: { id: 'swipeGame.profile', defaultMessage: 'Profiel van {name} bekijken' },
});

const Card = classed('article', css`
  max-width: 360px;
  margin: 0 auto;
  overflow: hidden;
  border-radius: ${radius};
  background: ${colors.surface};
  box-shadow: ${shadow};
  touch-action: pan-y;
  user-select: none;
  cursor: grab;
  transition: transform 0.2s ease-out;
  &[data-dragging='true'] {
    transition: none;
    cursor: grabbing;
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`);

const Photo = classed('img', css`
  display: block;
  width: 100%;
  aspect-ratio: 1;
  object-fit: cover;
  background: ${colors.border};
  pointer-events: none;
`);

const NoPhoto = classed('div', css`
  display: grid;
  place-items: center;
  aspect-ratio: 1;
  background: ${colors.border};
  color: ${colors.muted};
`);

const Body = classed('div', css`
  padding: 0.75rem 1rem 1rem;
  & h2 {
    margin: 0;
    font-size: 1.3rem;
  }
  & p {
    margin: 0.25rem 0 0;
    color: ${colors.muted};
  }
`);

const Disclosure = classed('p', css`
  padding: 0.3rem 0.5rem;
  border-radius: 6px;
  background: #fff4e5;
  color: #6b3a00 !important;
  font-size: 0.85rem;
`);

/**
 * The candidate, draggable sideways: released far enough right it is liked, left passed (the threshold is
 * the machine's gesture rule); a shorter drag springs back. Buttons and keys do the same for those who
 * do not drag.
 */
export const SwipeCard = (props: { member: MemberSummary; cdnPrefix: string; fictionalIcon: string; onDecide: (decision: Decision) => void }) => {
  const intl = useIntl();
  const { member } = props;
  const [drag, setDrag] = useState<{ startX: number; dx: number } | null>(null);
  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (event.button !== 0 || event.target instanceof HTMLAnchorElement) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    setDrag({ startX: event.clientX, dx: 0 });
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    if (drag !== null) setDrag({ startX: drag.startX, dx: event.clientX - drag.startX });
  };
  const onPointerUp = () => {
    if (drag === null) return;
    const decision = decisionOfDrag(drag.dx);
    setDrag(null);
    if (decision !== null) props.onDecide(decision);
  };
  const dx = drag?.dx ?? 0;
  const place = [member.region, intl.formatDisplayName(member.country, { type: 'region' }) ?? member.country].filter((part) => part !== '').join(', ');
  return (
    <Card
      aria-labelledby={`swipe-candidate-${member.id}`}
      data-dragging={drag !== null}
      style={{ transform: `translateX(${dx}px) rotate(${dx / 20}deg)` }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => setDrag(null)}
    >
      {member.main_image === null ? (
        <NoPhoto>{intl.formatMessage(messages.noPhoto)}</NoPhoto>
      ) : (
        <Photo
          src={`${props.cdnPrefix}${member.main_image.thumb_filename}`}
          alt={intl.formatMessage(messages.photoOf, { name: member.name })}
          width={360}
          height={360}
          draggable={false}
        />
      )}
      <Body>
        <h2 id={`swipe-candidate-${member.id}`}>{member.name}</h2>
        <p>
          {intl.formatMessage(messages.age, { age: member.age })} · {place}
        </p>
        {member.fictional && (
          <Disclosure>
            <span aria-hidden="true">{props.fictionalIcon} </span>
            {member.fictional_warning}
          </Disclosure>
        )}
        <p>
          <Link href={`/members/${member.id}`}>{intl.formatMessage(messages.profile, { name: member.name })}</Link>
        </p>
      </Body>
    </Card>
  );
};
