import { css } from '@linaria/core';
import { useIntl } from 'react-intl';
import { eventLabel, type Statechart } from '../../machines/statecharts/graph';
import { colors } from '../theme';
import { messages } from './messages';

const table = css`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.85rem;
  th,
  td {
    padding: 0.3rem 0.5rem;
    border-bottom: 1px solid ${colors.border};
    text-align: left;
    vertical-align: top;
  }
  td:not(:last-child) {
    font-family: ui-monospace, monospace;
    word-break: break-word;
  }
`;

/** The chart as a table: what a screen reader reads instead of the drawing, and what a tester searches. */
export const TransitionTable = ({ chart, tested }: { chart: Statechart; tested: ReadonlySet<string> | null }) => {
  const intl = useIntl();
  const text = intl.formatMessage;
  return (
    <details>
      <summary>{text(messages.table)}</summary>
      <div style={{ overflowX: 'auto' }}>
        <table className={table}>
          <thead>
            <tr>
              <th scope="col">{text(messages.from)}</th>
              <th scope="col">{text(messages.event)}</th>
              <th scope="col">{text(messages.guard)}</th>
              <th scope="col">{text(messages.to)}</th>
              <th scope="col">{text(messages.actions)}</th>
              <th scope="col">{text(messages.tested)}</th>
            </tr>
          </thead>
          <tbody>
            {chart.transitions.map((transition) => (
              <tr key={transition.key}>
                <td>{transition.source}</td>
                <td>{eventLabel(transition.event)}</td>
                <td>{transition.guard ?? ''}</td>
                <td>{transition.targets.length === 0 ? text(messages.stays) : transition.targets.join(', ')}</td>
                <td>{transition.actions.join(', ')}</td>
                <td>{tested === null ? '–' : text(tested.has(transition.key) ? messages.yes : messages.no)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
};
