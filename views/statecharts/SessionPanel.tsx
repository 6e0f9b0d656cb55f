import { css } from '@linaria/core';
import { useId, type ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import type { SessionPhase, selectReplay, selectTabs } from '../../machines/statecharts/selectors';
import { describeValue } from '../../machines/statecharts/selectors';
import { ErrorText } from '../shell/ui';
import { colors } from '../theme';
import { toolControl } from './controls';
import { sessionMessages as messages } from './session-messages';

const panel = css`
  h2 {
    margin: 1rem 0 0.5rem;
    font-size: 1.1rem;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    align-items: center;
    padding: 0.25rem 0;
  }
  button,
  select {
    ${toolControl}
  }
  code {
    word-break: break-all;
  }
  pre {
    max-height: 20rem;
    overflow: auto;
    padding: 0.5rem;
    background: ${colors.background};
    border-radius: 8px;
    font-size: 0.8rem;
  }
`;

const stepper = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: center;
  input[type='range'] {
    flex: 1 1 12rem;
    min-height: 44px;
  }
`;

type Replay = NonNullable<ReturnType<typeof selectReplay>>;

interface SessionPanelProps {
  readonly phase: SessionPhase;
  readonly tabs: ReturnType<typeof selectTabs>;
  readonly replay: Replay | null;
  readonly onDownload: (tab: string) => void;
  readonly onLoad: (file: Blob) => void;
  readonly onActor: (actor: string) => void;
  readonly onStep: (step: number) => void;
  readonly onClose: () => void;
}

/** Recording a tab's session to a file, and replaying one: every actor, step by step, against what was recorded. */
export const SessionPanel = (props: SessionPanelProps) => {
  const { phase, tabs, replay, onDownload, onLoad, onClose } = props;
  const intl = useIntl();
  const text = intl.formatMessage;
  const heading = useId();
  const fileInput = useId();
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file !== undefined) onLoad(file);
    event.target.value = '';
  };
  return (
    <section className={panel} aria-labelledby={heading}>
      <h2 id={heading}>{text(messages.title)}</h2>
      <p>{text(messages.intro)}</p>
      {tabs.length > 0 && (
        <ul aria-label={text(messages.tabs)}>
          {tabs.map((tab) => (
            <li key={tab.tab}>
              <code>{tab.path}</code>
              <span>{text(messages.tabActors, { actors: tab.actors })}</span>
              <button type="button" disabled={phase === 'fetching' || phase === 'saving'} onClick={() => onDownload(tab.tab)} data-download-tab={tab.tab}>
                {text(messages.download)}
              </button>
            </li>
          ))}
        </ul>
      )}
      {phase === 'fetching' && <p role="status">{text(messages.fetching)}</p>}
      {phase === 'unanswered' && <ErrorText role="alert">{text(messages.unanswered)}</ErrorText>}
      <p>
        <label htmlFor={fileInput}>{text(messages.load)}</label>{' '}
        <input id={fileInput} type="file" accept="application/json,.json" onChange={choose} />
      </p>
      {phase === 'reading' && <p role="status">{text(messages.reading)}</p>}
      {phase === 'unreadable' && <ErrorText role="alert">{text(messages.unreadable)}</ErrorText>}
      {replay !== null && <ReplayView {...props} replay={replay} onClose={onClose} />}
    </section>
  );
};

const ReplayView = ({ replay, onActor, onStep, onClose }: SessionPanelProps & { replay: Replay }) => {
  const intl = useIntl();
  const text = intl.formatMessage;
  const actorSelect = useId();
  const slider = useId();
  const { check, recorded, summary } = replay;
  return (
    <div data-replay>
      <p role="status" data-replay-summary={summary.matching === summary.steps ? 'all' : 'some'}>
        {text(summary.matching === summary.steps ? messages.allMatch : messages.someDiffer, summary)}
        {replay.truncated ? ` ${text(messages.truncated)}` : ''}
      </p>
      <p>
        <label htmlFor={actorSelect}>{text(messages.actor)}</label>{' '}
        <select id={actorSelect} value={replay.actor} onChange={(event) => onActor(event.target.value)}>
          {replay.actors
            .filter((actor) => actor.known)
            .map((actor) => (
              <option key={actor.actor} value={actor.actor}>
                {text(messages.actorOption, { machine: actor.machine, actor: actor.actor, matching: actor.matching, steps: actor.steps })}
              </option>
            ))}
        </select>
      </p>
      <div className={stepper}>
        <button type="button" onClick={() => onStep(replay.step - 1)} disabled={replay.step === 0}>
          {text(messages.previous)}
        </button>
        <label htmlFor={slider}>{text(messages.step, { step: replay.step + 1, steps: replay.steps })}</label>
        <input id={slider} type="range" min={0} max={Math.max(0, replay.steps - 1)} value={replay.step} onChange={(event) => onStep(Number(event.target.value))} />
        <button type="button" onClick={() => onStep(replay.step + 1)} disabled={replay.step >= replay.steps - 1}>
          {text(messages.next)}
        </button>
        <button type="button" onClick={() => onStep(replay.steps - 1)} data-replay-last>
          {text(messages.last)}
        </button>
        <button type="button" onClick={onClose}>
          {text(messages.close)}
        </button>
      </div>
      {check !== null && recorded !== null && (
        <>
          <p data-replay-step={check.matches ? 'matches' : 'differs'}>
            {text(messages.stepEvent, { event: check.event, source: recorded.source, state: describeValue(check.actual.value) })}{' '}
            <strong>{text(check.matches ? messages.matches : messages.differs)}</strong>
          </p>
          <pre aria-label={text(messages.context)} tabIndex={0}>
            {JSON.stringify(check.actual.context, null, 2)}
          </pre>
        </>
      )}
    </div>
  );
};
