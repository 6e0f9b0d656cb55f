import { css } from '@linaria/core';
import { classed } from './classed';
import { colors, primaryPill } from '../theme';

/** A dialog's buttons in one row at its end, wrapping on a phone; a link among them looks like the primary button. */
export const DialogButtons = classed('div', css`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 0.75rem;
  margin-top: 1.25rem;
  & > a {
    display: inline-flex;
    align-items: center;
    ${primaryPill}
  }
`);

/** The quieter choice beside a PrimaryButton (cancel, close). */
export const SecondaryButton = classed('button', css`
  min-height: 44px;
  padding: 0 1.25rem;
  border: 1px solid ${colors.border};
  border-radius: 999px;
  background: ${colors.surface};
  color: ${colors.text};
  font: inherit;
  cursor: pointer;
  &:disabled {
    opacity: 0.6;
    cursor: progress;
  }
`);
