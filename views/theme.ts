/**
 * Design tokens. Light-blue primary, rose secondary (also the unread indicator), teal-green success,
 * indigo-blue dark. Text colours on each were picked for at least 4.5:1 contrast (WCAG AA).
 */
export const colors = {
  primary: '#7cc4f0',
  primaryStrong: '#0b5c8f',
  onPrimary: '#0b2540',
  secondary: '#c2185b',
  onSecondary: '#ffffff',
  success: '#00796b',
  warning: '#b45309',
  danger: '#b00020',
  dark: '#1f2a6b',
  onDark: '#ffffff',
  text: '#1b1f2a',
  muted: '#505a6b',
  surface: '#ffffff',
  background: '#f3f6fb',
  border: '#d5dce8',
} as const;

export const breakpoints = { sm: 576, md: 768, lg: 992, xl: 1200 } as const;

export const media = {
  md: `@media (min-width: ${breakpoints.md}px)`,
  lg: `@media (min-width: ${breakpoints.lg}px)`,
} as const;

export const radius = '12px';
export const shadow = '0 2px 10px rgba(31, 42, 107, 0.08)';
export const font = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/** The primary action's look (a dark pill, at least 44 px high for touch), for a link or label acting as a button. */
export const primaryPill = `
  min-height: 44px;
  padding: 0 1.25rem;
  border-radius: 999px;
  background: ${colors.dark};
  color: ${colors.onDark};
  font-weight: 700;
  text-decoration: none;
`;

/**
 * A label that holds its file input: the input stays reachable by keyboard and screen readers (hidden only
 * to the eye), and the label shows its focus.
 */
export const fileInputLabel = `
  cursor: pointer;
  &:focus-within {
    outline: 3px solid ${colors.primaryStrong};
    outline-offset: 2px;
  }
  & input {
    position: absolute;
    width: 1px;
    height: 1px;
    opacity: 0;
  }
`;

/** Labelled text fields stacked under their labels, at least 44 px high: for a form's css (login, code, mandate). */
export const labelledFields = `
  & label {
    display: grid;
    gap: 0.3rem;
    font-weight: 600;
  }
  & input:not([type='checkbox']) {
    min-height: 44px;
    padding: 0 0.75rem;
    border: 1px solid ${colors.muted};
    border-radius: 8px;
    font: inherit;
  }
`;
