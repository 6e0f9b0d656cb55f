import { css } from '@linaria/core';
import { classed } from '../shell/classed';
import { colors, media, radius } from '../theme';

/** The form's fields in one column on a phone, two from a tablet up. */
export const FieldGrid = classed('div', css`
  display: grid;
  gap: 1rem;
  ${media.md} {
    grid-template-columns: 1fr 1fr;
  }
`);

export const Field = classed('div', css`
  display: flex;
  flex-direction: column;
  gap: 0.35rem;
  & label {
    font-weight: 600;
  }
  & select,
  & textarea {
    min-height: 44px;
    padding: 0.5rem;
    border: 1px solid ${colors.muted};
    border-radius: 8px;
    font: inherit;
    background: ${colors.surface};
    color: ${colors.text};
  }
  & [aria-invalid='true'] {
    border-color: ${colors.danger};
    outline: 2px solid ${colors.danger};
  }
`);

export const Section = classed('section', css`
  margin-top: 2rem;
  & h2 {
    font-size: 1.25rem;
    margin: 0 0 0.75rem;
  }
`);

/** Interest choices as wrapping chips; each a real checkbox with its label. */
export const ChipList = classed('fieldset', css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  border: 0;
  & legend {
    font-weight: 600;
    margin-bottom: 0.5rem;
    padding: 0;
  }
  & label {
    display: inline-flex;
    align-items: center;
    gap: 0.35rem;
    min-height: 44px;
    padding: 0 0.75rem;
    border: 1px solid ${colors.border};
    border-radius: ${radius};
    background: ${colors.surface};
    cursor: pointer;
  }
  & label:has(input:checked) {
    border-color: ${colors.dark};
    background: ${colors.background};
  }
`);

export const Hint = classed('p', css`
  margin: 0;
  color: ${colors.muted};
  font-size: 0.9rem;
`);

export const Status = classed('p', css`
  margin: 0.5rem 0;
  color: ${colors.success};
  font-weight: 600;
`);

/** Groups the form's fields so that one attribute disables them all while saving; no frame of its own. */
export const PlainFieldset = classed('fieldset', css`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`);

export const Spaced = classed('div', css`
  margin-top: 1.5rem;
`);

/** An indeterminate progress bar (a native <progress> without a value): fetch reports no byte progress. */
export const Progress = classed('progress', css`
  display: block;
  width: 100%;
  max-width: 20rem;
  margin: 0.75rem 0;
  accent-color: ${colors.dark};
`);
