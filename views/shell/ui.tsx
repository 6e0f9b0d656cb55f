import { css } from '@linaria/core';
import { classed } from './classed';
import { colors, media, radius } from '../theme';

/** The centred content column every screen uses. */
export const Page = classed('main', css`
  max-width: 1200px;
  margin: 0 auto;
  padding: 1rem 0.75rem 3rem;
  ${media.md} {
    padding: 2rem 1.5rem 4rem;
  }
`);

export const Heading = classed('h1', css`
  margin: 0 0 1rem;
  font-size: 1.6rem;
  color: ${colors.dark};
`);

export const PrimaryButton = classed('button', css`
  min-height: 44px;
  padding: 0 1.25rem;
  border: 0;
  border-radius: 999px;
  background: ${colors.dark};
  color: ${colors.onDark};
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  &:disabled {
    opacity: 0.6;
    cursor: progress;
  }
`);

export const Card = classed('section', css`
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  border-radius: ${radius};
  padding: 1.25rem;
`);

export const ErrorText = classed('p', css`
  margin: 0.5rem 0;
  color: ${colors.danger};
  font-weight: 600;
`);

/** An indeterminate progress indicator with an accessible name. */
export const Spinner = classed('div', css`
  width: 2.5rem;
  height: 2.5rem;
  margin: 3rem auto;
  border: 4px solid ${colors.border};
  border-top-color: ${colors.dark};
  border-radius: 50%;
  animation: spin 0.9s linear infinite;
  @keyframes spin {
    to {
      transform: rotate(360deg);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 3s;
  }
`);

/** For screen readers only: labels, announcements, context a sighted member reads off the layout. */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

/** Text for screen readers only. */
export const VisuallyHidden = classed('span', visuallyHidden);
