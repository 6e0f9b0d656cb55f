import { css } from '@linaria/core';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { MemberSummary } from '../../io/entities/member';
import { selectSettings } from '../../machines/app/selectors';
import { useApp } from '../app-actor';
import { classed } from '../shell/classed';
import { Page } from '../shell/ui';
import { colors, media, radius, shadow } from '../theme';
import { Columns, FictionalLegend, Intro, LanderHeading, NoMembers, SignupSlot } from './nearby-parts';
import { TeaserFace, useTeasers } from './parts';

const messages = defineMessages<{
  headline: {};
  pitch: { site: string };
  gallery: {};
  position: { position: number; count: number };
  previous: {};
  next: {};
  choose: {};
}>({
  headline: { id: 'lander.gallery.headline', defaultMessage: 'Blader door de leden bij jou in de buurt' },
  pitch: { id: 'lander.gallery.pitch', defaultMessage: 'Wie valt je op? Meld je gratis aan bij {site} en stuur een bericht.' },
  gallery: { id: 'lander.gallery.gallery', defaultMessage: 'Uitgelicht lid' },
  position: { id: 'lander.gallery.position', defaultMessage: '{position} van {count}' },
  previous: { id: 'lander.gallery.previous', defaultMessage: 'Vorig lid' },
  next: { id: 'lander.gallery.next', defaultMessage: 'Volgend lid' },
  choose: { id: 'lander.gallery.choose', defaultMessage: 'Kies een lid' },
});

/** A horizontal drag of at least this many pixels on the featured member is a swipe to the next or previous one. */
const swipeDistance = 40;

/** The member `step` places from `index`, round the gallery. */
const around = (index: number, step: number, count: number) => (((index + step) % count) + count) % count;

const keySteps: Partial<Record<string, (index: number, count: number) => number>> = {
  ArrowRight: (index, count) => around(index, 1, count),
  ArrowLeft: (index, count) => around(index, -1, count),
  Home: () => 0,
  End: (_, count) => count - 1,
};

// The featured member: photo and details side by side from 768 px (the card face's two parts are the grid's items).
const Stage = classed('section', css`
  display: grid;
  overflow: hidden;
  border-radius: ${radius};
  background: ${colors.surface};
  box-shadow: ${shadow};
  color: ${colors.text};
  touch-action: pan-y;
  &:focus-visible {
    outline: 3px solid ${colors.primaryStrong};
    outline-offset: 2px;
  }
  ${media.md} {
    grid-template-columns: minmax(0, 1.2fr) minmax(0, 1fr);
    align-items: start;
  }
  & img {
    user-select: none;
    -webkit-user-drag: none;
  }
  @media (prefers-reduced-motion: no-preference) {
    &[data-moved='true'] > * {
      animation: arrive 0.25s ease-out;
    }
    @keyframes arrive {
      from {
        opacity: 0.4;
        transform: translateX(0.75rem);
      }
    }
  }
`);

const Controls = classed('div', css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  margin: 0.75rem 0;
  & button {
    min-width: 44px;
    min-height: 44px;
    border: 1px solid ${colors.border};
    border-radius: 999px;
    background: ${colors.surface};
    color: ${colors.dark};
    font: inherit;
    font-size: 1.3rem;
    cursor: pointer;
  }
`);

const Strip = classed('ul', css`
  display: flex;
  gap: 0.5rem;
  margin: 0;
  padding: 0.25rem 0.25rem 0.5rem;
  overflow-x: auto;
  scroll-snap-type: x proximity;
  list-style: none;
  & li {
    flex: 0 0 auto;
    scroll-snap-align: start;
  }
`);

const Thumb = classed('button', css`
  position: relative;
  display: grid;
  justify-items: center;
  gap: 0.25rem;
  width: 5.5rem;
  padding: 0.3rem;
  border: 2px solid transparent;
  border-radius: 10px;
  background: ${colors.surface};
  color: ${colors.text};
  font: inherit;
  font-size: 0.8rem;
  cursor: pointer;
  &[aria-current='true'] {
    border-color: ${colors.secondary};
    font-weight: 700;
  }
  & img,
  & > span[data-face] {
    display: block;
    width: 4.5rem;
    height: 4.5rem;
    border-radius: 8px;
    object-fit: cover;
    background: ${colors.border};
  }
  & > span[data-name] {
    max-width: 100%;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`);

const Badge = classed('span', css`
  position: absolute;
  top: 0.1rem;
  right: 0.1rem;
  padding: 0 0.3rem;
  border-radius: 999px;
  background: #fff4e5;
  color: #6b3a00;
`);

/** One thumbnail of the strip: the photo (decoration: the button is named by the member's name), the name, the fictional icon. */
const StripThumb = (props: { member: MemberSummary; current: boolean; onChoose: () => void; onKeyDown: (event: KeyboardEvent) => void }) => {
  const settings = useApp(selectSettings);
  const { member } = props;
  return (
    <Thumb type="button" aria-current={props.current} onClick={props.onChoose} onKeyDown={props.onKeyDown}>
      {member.main_image === null ? (
        <span data-face="" aria-hidden="true" />
      ) : (
        <img src={`${settings.cdn_prefix}${member.main_image.thumb_filename}`} alt="" width={72} height={72} loading="lazy" />
      )}
      <span data-name="">{member.name}</span>
      {member.fictional && <Badge aria-hidden="true">{settings.fictional_icon}</Badge>}
    </Thumb>
  );
};

const Gallery = (props: { members: ReadonlyArray<MemberSummary> }) => {
  const intl = useIntl();
  const { members } = props;
  const [index, setIndex] = useState(0);
  // Motion only once the visitor has moved: the server's first paint and the hydrated page are the same.
  const [moved, setMoved] = useState(false);
  const strip = useRef<HTMLUListElement>(null);
  const pressedAt = useRef<number | null>(null);
  const count = members.length;
  const member = members[Math.min(index, count - 1)];
  if (member === undefined) return null;

  const show = (next: number, focusThumb: boolean) => {
    setIndex(next);
    setMoved(true);
    const thumb = strip.current?.querySelectorAll('button')[next];
    if (focusThumb) thumb?.focus();
    else thumb?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  };
  const onKey = (event: KeyboardEvent, focusThumb: boolean) => {
    const step = keySteps[event.key];
    if (step === undefined) return;
    event.preventDefault();
    show(step(index, count), focusThumb);
  };
  const onPointerDown = (event: PointerEvent) => {
    pressedAt.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (pressedAt.current === null) return;
    const distance = event.clientX - pressedAt.current;
    pressedAt.current = null;
    if (Math.abs(distance) >= swipeDistance) show(around(index, distance < 0 ? 1 : -1, count), false);
  };
  return (
    <>
      <Stage
        aria-label={intl.formatMessage(messages.gallery)}
        aria-roledescription="carousel"
        tabIndex={count > 1 ? 0 : undefined}
        data-moved={moved}
        onKeyDown={(event) => onKey(event, false)}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (pressedAt.current = null)}
      >
        <TeaserFace key={member.id} member={member} position={0} size="large" />
      </Stage>
      {count > 1 && (
        <>
          <Controls>
            <button type="button" aria-label={intl.formatMessage(messages.previous)} onClick={() => show(around(index, -1, count), false)}>
              ‹
            </button>
            <span aria-live="polite" aria-atomic="true">
              {member.name} · {intl.formatMessage(messages.position, { position: index + 1, count })}
            </span>
            <button type="button" aria-label={intl.formatMessage(messages.next)} onClick={() => show(around(index, 1, count), false)}>
              ›
            </button>
          </Controls>
          <Strip ref={strip} aria-label={intl.formatMessage(messages.choose)}>
            {members.map((thumb, position) => (
              <li key={thumb.id}>
                <StripThumb member={thumb} current={position === index} onChoose={() => show(position, false)} onKeyDown={(event) => onKey(event, true)} />
              </li>
            ))}
          </Strip>
        </>
      )}
      <FictionalLegend members={members} />
    </>
  );
};

/**
 * /landers/gallery: one member large (photo, name, age, area, disclosure) and a strip of thumbnails to
 * switch (a tap, the arrow keys, Home and End, a swipe on the photo), the signup beside.
 */
export const GalleryLander = () => {
  const intl = useIntl();
  const settings = useApp(selectSettings);
  const { members, loading } = useTeasers();
  return (
    <Page>
      <Columns>
        <div>
          <Intro>
            <LanderHeading>{intl.formatMessage(messages.headline)}</LanderHeading>
            <p>{intl.formatMessage(messages.pitch, { site: settings.name })}</p>
          </Intro>
          {members.length === 0 ? <NoMembers loading={loading} /> : <Gallery members={members} />}
        </div>
        <SignupSlot />
      </Columns>
    </Page>
  );
};
