import { css } from '@linaria/core';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { InspectedSnapshot } from '../../io/inspection';
import { describeValue } from '../../machines/statecharts/selectors';
import { liveKey } from '../../machines/statecharts/visualiser.machine';
import { visuallyHidden } from '../shell/ui';
import { colors } from '../theme';
import { messages } from './messages';

const panel = css`
  h2 {
    margin: 1rem 0 0.5rem;
    font-size: 1.1rem;
  }
  label {
    display: flex;
    gap: 0.5rem;
    align-items: center;
    min-height: 44px;
    font-family: ui-monospace, monospace;
    font-size: 0.85rem;
    word-break: break-word;
  }
  fieldset {
    margin: 0;
    padding: 0;
    border: 0;
  }
`;

const logList = css`
  max-height: 16rem;
  margin: 0;
  padding: 0.25rem 0.5rem;
  overflow: auto;
  border: 1px solid ${colors.border};
  border-radius: 8px;
  font-family: ui-monospace, monospace;
  font-size: 0.8rem;
  ol {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    padding: 0.15rem 0;
    border-bottom: 1px solid ${colors.background};
  }
  time {
    color: ${colors.muted};
    margin-right: 0.5rem;
  }
`;

interface LivePanelProps {
  readonly actors: ReadonlyArray<InspectedSnapshot>;
  readonly followed: string | null;
  readonly log: ReadonlyArray<InspectedSnapshot>;
  readonly onFollow: (key: string) => void;
}

/** The machine's live actors in the app's tabs (one followed on the chart) and their events as they happen. */
export const LivePanel = ({ actors, followed, log, onFollow }: LivePanelProps) => {
  const intl = useIntl();
  const text = intl.formatMessage;
  const liveHeading = useId();
  const logHeading = useId();
  return (
    <section className={panel} aria-labelledby={liveHeading}>
      <h2 id={liveHeading}>{text(messages.live)}</h2>
      {actors.length === 0 ? (
        <p>{text(messages.liveNone)}</p>
      ) : (
        <fieldset>
          <legend className={visuallyHidden}>{text(messages.live)}</legend>
          {actors.map((actor) => {
            const key = liveKey(actor);
            return (
              <label key={key} data-live-actor={key}>
                <input type="radio" name="followed" checked={followed === key} onChange={() => onFollow(key)} />
                {text(messages.liveActor, { path: actor.path, state: describeValue(actor.value) })}
              </label>
            );
          })}
        </fieldset>
      )}
      <h2 id={logHeading}>{text(messages.log)}</h2>
      <div className={logList} role="log" aria-labelledby={logHeading} tabIndex={0}>
        <ol>
          {log.map((entry, index) => (
            <li key={`${liveKey(entry)}-${entry.at}-${index}`}>
              <time dateTime={new Date(entry.at).toISOString()}>{intl.formatTime(entry.at, { hour: '2-digit', minute: '2-digit', second: '2-digit' })}</time>
              {text(messages.logEntry, { event: entry.event, state: describeValue(entry.value) })}
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
};
