import { css } from '@linaria/core';
import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { PhotoView } from '../../io/entities/photo';
import { PlaceholderPhoto } from '../photos/PlaceholderPhoto';
import { classed } from '../shell/classed';
import { colors, radius } from '../theme';

const messages = defineMessages<{
  gallery: { name: string };
  position: { position: number; count: number };
  photoOf: { name: string; position: number };
  previous: {};
  next: {};
  noPhoto: {};
  locked: {};
  logInToSee: {};
  upgradeToSee: {};
  showPhoto: { position: number };
}>({
  gallery: { id: 'memberProfile.gallery', defaultMessage: 'Foto’s van {name}' },
  position: { id: 'memberProfile.position', defaultMessage: 'Foto {position} van {count}' },
  photoOf: { id: 'memberProfile.photoOf', defaultMessage: 'Foto {position} van {name}' },
  previous: { id: 'memberProfile.previousPhoto', defaultMessage: 'Vorige foto' },
  next: { id: 'memberProfile.nextPhoto', defaultMessage: 'Volgende foto' },
  noPhoto: { id: 'memberProfile.noPhoto', defaultMessage: 'Nog geen foto' },
  locked: { id: 'memberProfile.locked', defaultMessage: 'Deze foto is vergrendeld.' },
  logInToSee: { id: 'memberProfile.logInToSee', defaultMessage: 'Log in om alle foto’s te zien' },
  upgradeToSee: { id: 'memberProfile.upgradeToSee', defaultMessage: 'Word premium om alle foto’s te zien' },
  showPhoto: { id: 'memberProfile.showPhoto', defaultMessage: 'Toon foto {position}' },
});

/** A horizontal drag of at least this many pixels is a swipe to the next or previous photo. */
const swipeDistance = 40;

const Frame = classed('section', css`
  position: relative;
  overflow: hidden;
  border-radius: ${radius};
  background: ${colors.border};
  touch-action: pan-y;
  &:focus-visible {
    outline: 3px solid ${colors.primaryStrong};
    outline-offset: 2px;
  }
  &[data-premium='true'] {
    box-shadow: 0 0 0 4px #c9a227;
  }
`);

const undraggable = css`
  & img {
    user-select: none;
    -webkit-user-drag: none;
  }
`;

const Empty = classed('div', css`
  display: grid;
  place-items: center;
  aspect-ratio: 1;
  color: ${colors.muted};
`);

const Lock = classed('div', css`
  position: absolute;
  inset: 0;
  display: grid;
  place-content: center;
  gap: 0.75rem;
  padding: 1rem;
  background: rgba(15, 20, 60, 0.35);
  color: #fff;
  text-align: center;
  & > span[aria-hidden] {
    font-size: 2.5rem;
  }
  & a,
  & button {
    min-height: 44px;
    padding: 0.6rem 1rem;
    border: 0;
    border-radius: 999px;
    background: ${colors.surface};
    color: ${colors.dark};
    font: inherit;
    font-weight: 700;
    text-decoration: none;
    cursor: pointer;
  }
`);

const Controls = classed('div', css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  margin-top: 0.5rem;
  & button {
    min-width: 44px;
    min-height: 44px;
    border: 1px solid ${colors.border};
    border-radius: 999px;
    background: ${colors.surface};
    color: ${colors.dark};
    font: inherit;
    cursor: pointer;
  }
  & button:disabled {
    opacity: 0.4;
    cursor: default;
  }
`);

const Thumbs = classed('ul', css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem;
  margin: 0.5rem 0 0;
  padding: 0;
  list-style: none;
  & button {
    padding: 0;
    border: 2px solid transparent;
    border-radius: 8px;
    background: none;
    cursor: pointer;
  }
  & button[aria-current='true'] {
    border-color: ${colors.primaryStrong};
  }
  & img {
    display: block;
    width: 56px;
    height: 56px;
    border-radius: 6px;
    object-fit: cover;
  }
`);

export interface GalleryProps {
  readonly name: string;
  readonly photos: ReadonlyArray<PhotoView>;
  readonly index: number;
  readonly hasPrevious: boolean;
  readonly hasNext: boolean;
  readonly cdnPrefix: string;
  readonly premium: boolean;
  readonly visitor: boolean;
  readonly onNext: () => void;
  readonly onPrevious: () => void;
  readonly onShow: (index: number) => void;
  readonly onUnlock: () => void;
}

/**
 * The member's photos one at a time: swipe on a phone (pointer events), arrow keys or the buttons on a
 * desktop, the position announced. A locked photo arrives blurred from the server; the lock only says why.
 */
export const Gallery = (props: GalleryProps) => {
  const intl = useIntl();
  const pressedAt = useRef<number | null>(null);
  const photo = props.photos[props.index];
  const count = props.photos.length;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') props.onNext();
    else if (event.key === 'ArrowLeft') props.onPrevious();
    else return;
    event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent) => {
    pressedAt.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (pressedAt.current === null) return;
    const moved = event.clientX - pressedAt.current;
    pressedAt.current = null;
    if (moved <= -swipeDistance) props.onNext();
    if (moved >= swipeDistance) props.onPrevious();
  };
  return (
    <div>
      <Frame
        aria-label={intl.formatMessage(messages.gallery, { name: props.name })}
        aria-roledescription="carousel"
        tabIndex={count > 1 ? 0 : undefined}
        data-premium={props.premium}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (pressedAt.current = null)}
      >
        {photo === undefined ? (
          <Empty>{intl.formatMessage(messages.noPhoto)}</Empty>
        ) : (
          <>
            <PlaceholderPhoto
              src={`${props.cdnPrefix}${photo.files.full}`}
              alt={intl.formatMessage(messages.photoOf, { name: props.name, position: props.index + 1 })}
              thumbhash={photo.thumbhash}
              size={600}
              draggable={false}
              className={undraggable}
            />
            {photo.locked && (
              <Lock>
                <span aria-hidden="true">🔒</span>
                <span>{intl.formatMessage(messages.locked)}</span>
                {props.visitor ? (
                  <button type="button" onClick={props.onUnlock}>
                    {intl.formatMessage(messages.logInToSee)}
                  </button>
                ) : (
                  <Link href="/premium">{intl.formatMessage(messages.upgradeToSee)}</Link>
                )}
              </Lock>
            )}
          </>
        )}
      </Frame>
      {count > 1 && (
        <>
          <Controls>
            <button type="button" aria-label={intl.formatMessage(messages.previous)} disabled={!props.hasPrevious} onClick={props.onPrevious}>
              ‹
            </button>
            <span aria-live="polite" aria-atomic="true">
              {intl.formatMessage(messages.position, { position: props.index + 1, count })}
            </span>
            <button type="button" aria-label={intl.formatMessage(messages.next)} disabled={!props.hasNext} onClick={props.onNext}>
              ›
            </button>
          </Controls>
          <Thumbs>
            {props.photos.map((thumb, position) => (
              <li key={thumb.id}>
                <button
                  type="button"
                  aria-current={position === props.index}
                  aria-label={intl.formatMessage(messages.showPhoto, { position: position + 1 })}
                  onClick={() => props.onShow(position)}
                >
                  <img src={`${props.cdnPrefix}${thumb.files.thumb}`} alt="" width={56} height={56} loading="lazy" />
                </button>
              </li>
            ))}
          </Thumbs>
        </>
      )}
    </div>
  );
};
