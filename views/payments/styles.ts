import { css } from '@linaria/core';
import { colors, labelledFields, radius } from '../theme';

/** A group of radio cards (packages, methods): each a label around its radio, at least 44 px high. */
export const choiceGroup = css`
  display: grid;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  border: 0;
  & legend {
    margin-bottom: 0.5rem;
    font-weight: 700;
  }
  & label {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 0.75rem;
    align-items: center;
    min-height: 44px;
    padding: 0.5rem 0.75rem;
    border: 1px solid ${colors.border};
    border-radius: ${radius};
    cursor: pointer;
  }
  & label:has(input:checked) {
    border-color: ${colors.dark};
    box-shadow: inset 0 0 0 1px ${colors.dark};
  }
  & input {
    width: 1.2rem;
    height: 1.2rem;
    margin: 0;
  }
`;

/** The form's shared look: labelled fields at least 44 px high, an error under each. */
export const ddForm = css`
  display: grid;
  gap: 0.9rem;
  max-width: 32rem;
  ${labelledFields}
`;
