import { css } from '@linaria/core';
import { labelledFields } from '../theme';

/** A form of the account screens: one column, phone-first, its labelled fields full width. */
export const accountForm = css`
  display: grid;
  gap: 0.9rem;
  max-width: 30rem;
  ${labelledFields}
  & textarea {
    min-height: 8rem;
    padding: 0.5rem 0.75rem;
    border-radius: 8px;
    font: inherit;
  }
  & p {
    margin: 0;
  }
`;

/** A short notice in a card: its text, then what the member can do next. */
export const accountNotice = css`
  display: grid;
  gap: 0.75rem;
  justify-items: start;
  & p {
    margin: 0;
  }
`;
