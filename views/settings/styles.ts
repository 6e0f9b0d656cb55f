import { css } from '@linaria/core';
import { colors, labelledFields } from '../theme';

/** A settings form: labelled fields stacked, at least 44 px high, each error under its field. */
export const settingsForm = css`
  display: grid;
  gap: 0.75rem;
  max-width: 28rem;
  ${labelledFields}
  & textarea {
    min-height: 6rem;
    padding: 0.5rem 0.75rem;
    border: 1px solid ${colors.muted};
    border-radius: 8px;
    font: inherit;
  }
  & p {
    margin: 0;
  }
`;

/** A secondary action beside the primary one (back, cancel): outlined, as large to touch. */
export const secondaryButton = css`
  min-height: 44px;
  padding: 0 1.25rem;
  border: 1px solid ${colors.dark};
  border-radius: 999px;
  background: ${colors.surface};
  color: ${colors.dark};
  font: inherit;
  cursor: pointer;
`;

/** A row of buttons that wraps on a narrow phone. */
export const buttonRow = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

/** A confirmation the member reads after a change went through. */
export const successText = css`
  margin: 0.5rem 0;
  color: ${colors.success};
  font-weight: 600;
`;

/** A switch (a checkbox with role switch) and its label on one line. */
export const switchRow = css`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  min-height: 44px;
  font-weight: 600;
  cursor: pointer;
  & input {
    flex: none;
    width: 1.5rem;
    height: 1.5rem;
    margin: 0;
    accent-color: ${colors.dark};
  }
`;
