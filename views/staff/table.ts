import { css } from '@linaria/core';
import { classed } from '../shell/classed';
import { colors } from '../theme';

/** The console's data tables: full width, a rule under each row, cells on top. */
export const Table = classed('table', css`
  width: 100%;
  border-collapse: collapse;
  & th,
  & td {
    padding: 0.4rem 0.5rem;
    border-bottom: 1px solid ${colors.border};
    text-align: start;
    vertical-align: top;
  }
`);

/** A wide table scrolls sideways inside its frame on a phone instead of widening the page. */
export const Scroll = classed('div', css`
  overflow-x: auto;
`);
