import { css } from '@linaria/core';
import type { ReactNode } from 'react';
import { classed } from '../shell/classed';
import { colors, radius } from '../theme';

const Section = classed('section', css`
  scroll-margin-top: 1rem;
  padding: 1.25rem;
  border: 1px solid ${colors.border};
  border-radius: ${radius};
  background: ${colors.surface};
  & > h2 {
    margin: 0 0 0.75rem;
    font-size: 1.25rem;
    color: ${colors.dark};
  }
`);

/** One section of the settings: its heading names it, its id is the anchor the side list links to. */
export const SettingsSection = ({ id, heading, busy, children }: { id: string; heading: string; busy?: boolean; children?: ReactNode }) => (
  <Section id={id} aria-labelledby={`${id}-heading`} aria-busy={busy}>
    <h2 id={`${id}-heading`}>{heading}</h2>
    {children}
  </Section>
);
