import { colors } from '../theme';

/** The visualiser's buttons and selects: plain, bordered, at least 44 px high for touch. */
export const toolControl = `
  min-height: 44px;
  padding: 0 0.75rem;
  border: 1px solid ${colors.border};
  border-radius: 8px;
  background: ${colors.surface};
  color: ${colors.text};
  font: inherit;
  cursor: pointer;
`;
