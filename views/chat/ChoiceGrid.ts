import { css } from '@linaria/core';
import { classed } from '../shell/classed';
import { colors, radius } from '../theme';

/** The choices of the gift picker and the icebreaker lines: large, easy targets on a phone. */
export const ChoiceGrid = classed('ul', css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(8.5rem, 1fr));
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
  &[data-layout='list'] {
    grid-template-columns: 1fr;
  }
  & button {
    display: grid;
    justify-items: center;
    gap: 0.25rem;
    width: 100%;
    min-height: 44px;
    padding: 0.6rem;
    border: 1px solid ${colors.border};
    border-radius: ${radius};
    background: ${colors.surface};
    color: ${colors.text};
    font: inherit;
    cursor: pointer;
  }
  &[data-layout='list'] button {
    justify-items: start;
    text-align: start;
  }
  & button:hover,
  & button:focus-visible {
    border-color: ${colors.dark};
  }
  & small {
    color: ${colors.muted};
  }
`);
