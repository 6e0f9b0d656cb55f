import { css } from '@linaria/core';
import { classed } from '../shell/classed';
import { media } from '../theme';

/** Member cards two across on a phone, four from 768 px. */
export const MemberGrid = classed('ul', css`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  ${media.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: 1.25rem;
  }
`);
