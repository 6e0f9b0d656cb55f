import { css } from '@linaria/core';
import { classed } from '../shell/classed';
import { colors, radius } from '../theme';

/** The stack under the top navigation, in the page's content column. */
export const Stack = classed('section', css`
  display: grid;
  gap: 0.5rem;
  max-width: 1200px;
  margin: 0.75rem auto 0;
  padding: 0 0.75rem;
`);

export const Item = classed('div', css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
  padding: 0.6rem 0.75rem 0.6rem 1rem;
  border: 1px solid ${colors.border};
  border-left: 5px solid ${colors.warning};
  border-radius: ${radius};
  background: ${colors.surface};
  color: ${colors.text};
  & > p {
    flex: 1 1 16rem;
    margin: 0;
  }
  & a,
  & button {
    min-height: 44px;
    font: inherit;
    font-weight: 700;
  }
  & a {
    display: inline-flex;
    align-items: center;
    color: ${colors.primaryStrong};
  }
`);

export const ActionButton = classed('button', css`
  padding: 0 1rem;
  border: 0;
  border-radius: 999px;
  background: ${colors.dark};
  color: ${colors.onDark};
  cursor: pointer;
  &:disabled {
    opacity: 0.6;
    cursor: progress;
  }
`);

export const DismissButton = classed('button', css`
  min-width: 44px;
  border: 0;
  border-radius: 999px;
  background: transparent;
  color: ${colors.muted};
  font-size: 1.4rem;
  line-height: 1;
  cursor: pointer;
  &:hover {
    background: ${colors.background};
  }
`);

/**
 * The push offer, over the page's bottom corner (spec §9: toasts at most 350 px wide). Whether push can be
 * offered is the browser's to say, after the page has hydrated: in the stack it would push the page down (a
 * layout shift of a quarter of the screen on a phone); over the corner it moves nothing.
 */
export const Toast = classed('div', css`
  position: fixed;
  right: 0.75rem;
  bottom: 0.75rem;
  left: 0.75rem;
  z-index: 20;
  max-width: 350px;
  margin-left: auto;
  box-shadow: 0 0.5rem 1.5rem rgb(0 0 0 / 18%);
`);
