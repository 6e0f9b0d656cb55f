import { css } from '@linaria/core';
import { classed } from '../shell/classed';
import { badgeLabel } from '../../machines/app/totals';
import { colors } from '../theme';

const Pill = classed('span', css`
  display: inline-block;
  min-width: 1.35rem;
  padding: 0 0.4rem;
  border-radius: 999px;
  background: ${colors.secondary};
  color: ${colors.onSecondary};
  font-size: 0.75rem;
  font-weight: 700;
  line-height: 1.35rem;
  text-align: center;
`);

/**
 * Over the corner of its link (the top bar): the counts arrive after the page has hydrated, and a pill in the
 * flow would then widen its link and push its neighbours aside (a layout shift on every member's page).
 */
const corner = css`
  position: absolute;
  top: 0;
  right: -0.4rem;
`;

/** A count in a rose pill; nothing at zero, '99+' above 99. The label is for screen readers. */
export const CountBadge = (props: { count: number; label: string; placement?: 'inline' | 'corner' }) => {
  const text = badgeLabel(props.count);
  if (text === null) return null;
  return (
    <Pill aria-label={props.label} role="status" className={props.placement === 'corner' ? corner : undefined}>
      {text}
    </Pill>
  );
};
