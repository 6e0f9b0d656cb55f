import { css } from '@linaria/core';
import { classed, classedLink } from '../shell/classed';
import { colors, primaryPill } from '../theme';

/** The round close icon in a modal's top corner; `label` is its accessible name. */
const CloseButton = classed('button', css`
  float: right;
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  margin: -0.75rem -0.75rem 0 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${colors.muted};
  font: inherit;
  font-size: 1.75rem;
  line-height: 1;
  cursor: pointer;
  &:hover {
    background: ${colors.background};
    color: ${colors.text};
  }
`);

export const CloseIconButton = (props: { label: string; onClick: () => void }) => (
  <CloseButton type="button" aria-label={props.label} onClick={props.onClick}>
    <span aria-hidden="true">×</span>
  </CloseButton>
);

/** Centred modal content: icon, heading, photo, text and one call to action. */
export const Centred = classed('div', css`
  display: grid;
  justify-items: center;
  gap: 0.9rem;
  text-align: center;
`);

export const Title = classed('h2', css`
  margin: 0;
  font-size: 1.5rem;
  color: ${colors.dark};
`);

/** A round badge holding the modal's icon (white on rose: 5.9:1). */
export const IconBadge = classed('div', css`
  display: grid;
  place-items: center;
  width: 4.5rem;
  height: 4.5rem;
  border-radius: 50%;
  background: ${colors.secondary};
  color: ${colors.onSecondary};
`);

/** The call to action: an in-site link that looks like the primary button. */
export const ButtonLink = classedLink(css`
  display: inline-grid;
  place-items: center;
  ${primaryPill}
  padding: 0 1.5rem;
`);

export const ThumbsUpIcon = () => (
  <svg viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" focusable="false">
    <path
      fill="currentColor"
      d="M2 10h4v11H2zM8 21h9.3a2 2 0 0 0 1.96-1.6l1.5-7A2 2 0 0 0 18.8 10H14l.9-4.3A1.8 1.8 0 0 0 13.1 3.5L8 9.3z"
    />
  </svg>
);

export const HeartIcon = () => (
  <svg viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" focusable="false">
    <path fill="currentColor" d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.8 4.5c2.1 0 3.6 1.2 5.2 3 1.6-1.8 3.1-3 5.2-3 3.8 0 5.9 3.9 4.4 7.3C19.5 16.4 12 21 12 21z" />
  </svg>
);
