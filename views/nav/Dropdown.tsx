import { css } from '@linaria/core';
import { classed } from '../shell/classed';
import type { ReactNode } from 'react';
import { colors, radius, shadow } from '../theme';
import { VisuallyHidden } from '../shell/ui';

// <details> gives an accessible, keyboard-operable disclosure without any open/closed state of ours.
const Details = classed('details', css`
  position: relative;
  & > summary {
    display: inline-flex;
    align-items: center;
    gap: 0.3rem;
    min-height: 44px;
    padding: 0 0.6rem;
    border-radius: 999px;
    background: rgba(255, 255, 255, 0.14);
    color: ${colors.onDark};
    font-weight: 600;
    cursor: pointer;
    list-style: none;
  }
  & > summary::-webkit-details-marker {
    display: none;
  }
`);

export const DropdownPanel = classed('ul', css`
  position: absolute;
  right: 0;
  z-index: 20;
  margin: 0.4rem 0 0;
  min-width: 12rem;
  padding: 0.4rem;
  list-style: none;
  border-radius: ${radius};
  background: ${colors.surface};
  box-shadow: ${shadow};
  border: 1px solid ${colors.border};
`);

const itemStyle = `
  display: flex;
  align-items: center;
  width: 100%;
  min-height: 44px;
  padding: 0 0.75rem;
  border: 0;
  border-radius: 8px;
  background: transparent;
  color: ${colors.text};
  font: inherit;
  text-align: left;
  text-decoration: none;
  cursor: pointer;
  &:hover {
    background: ${colors.background};
  }
  &[aria-current='true'] {
    font-weight: 700;
  }
`;

export const DropdownItem = classed('button', css`
  ${itemStyle}
`);

export const DropdownLink = classed('a', css`
  ${itemStyle}
`);

/**
 * A disclosure in the top bar. `label` is added as hidden text after the visible summary, so the
 * accessible name starts with what sighted users see (WCAG 2.5.3, label in name).
 */
export const Dropdown = (props: { summary: ReactNode; label: string; busy?: boolean; children: ReactNode }) => (
  <Details>
    <summary aria-busy={props.busy}>
      {props.summary}
      <VisuallyHidden> – {props.label}</VisuallyHidden>
    </summary>
    {props.children}
  </Details>
);
