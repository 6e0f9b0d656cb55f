import { css } from '@linaria/core';
import { classedLink } from '../shell/classed';
import { colors } from '../theme';

/** A link in the dark top bar, 44 px high for touch. */
export const NavLink = classedLink(css`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  min-height: 44px;
  padding: 0 0.5rem;
  border-radius: 8px;
  color: ${colors.onDark};
  text-decoration: none;
  font-weight: 600;
  white-space: nowrap;
  &:hover {
    background: rgba(255, 255, 255, 0.12);
  }
`);
