import { css } from '@linaria/core';
import { classed } from '../shell/classed';
import { labelledFields } from '../theme';

/** The console forms' groups (fieldsets) in a frame, their legends bold, their lists at touch height. */
export const framedGroups = `
  & fieldset {
    display: grid;
    gap: 0.5rem;
    margin: 0;
    padding: 0.75rem;
    border: 1px solid #ccd;
    border-radius: 8px;
  }
  & legend {
    font-weight: 700;
  }
  & select,
  & textarea {
    min-height: 44px;
    font: inherit;
  }
`;

/** A site admin's form (a new staff member, a new discount code): labelled fields, groups of checks in a frame. */
export const StaffForm = classed('form', css`
  display: grid;
  gap: 1rem;
  max-width: 36rem;
  ${labelledFields}
  ${framedGroups}
  & label.check {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    min-height: 44px;
    font-weight: 400;
  }
`);
