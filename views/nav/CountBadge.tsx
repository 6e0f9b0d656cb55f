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

/** A count in a rose pill; nothing at zero, '99+' above 99. The label is for screen readers. */
export const CountBadge = (props: { count: number; label: string }) => {
  const text = badgeLabel(props.count);
  if (text === null) return null;
  return (
    <Pill aria-label={props.label} role="status">
      {text}
    </Pill>
  );
};
