import { css } from '@linaria/core';
import { classed } from '../shell/classed';
import { colors } from '../theme';

/** A card's own action (like back, unlike, like), below its link. */
export const CardAction = classed('button', css`
  width: 100%;
  min-height: 44px;
  margin-top: 0.4rem;
  border: 2px solid ${colors.dark};
  border-radius: 999px;
  background: ${colors.surface};
  color: ${colors.dark};
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  &:disabled {
    opacity: 0.6;
    cursor: progress;
  }
`);

/** A short confirmation under a card whose action is done ("Liked", "Match"): as tall as the button it replaces. */
export const CardNote = classed('p', css`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  margin: 0.4rem 0 0;
  color: ${colors.success};
  font-weight: 700;
  text-align: center;
`);
