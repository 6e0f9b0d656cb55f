import { css } from '@linaria/core';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Sandbox } from '../../machines/statecharts/visualiser.machine';
import { describeValue } from '../../machines/statecharts/selectors';
import { ErrorText } from '../shell/ui';
import { colors } from '../theme';
import { toolControl } from './controls';
import { walkMessages as messages } from './walk-messages';

const panel = css`
  h2 {
    margin: 1rem 0 0.5rem;
    font-size: 1.1rem;
  }
  textarea {
    width: 100%;
    min-height: 4rem;
    font-family: ui-monospace, monospace;
    font-size: 0.85rem;
  }
  button {
    ${toolControl}
    margin: 0.25rem 0.25rem 0.25rem 0;
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  code,
  ul button {
    font-family: ui-monospace, monospace;
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

interface WalkPanelProps {
  readonly walking: boolean;
  readonly sandbox: Sandbox | null;
  readonly canStartAtReplay: boolean;
  readonly onStart: (input: string) => void;
  readonly onStartAtReplay: () => void;
  readonly onSend: (event: string) => void;
  readonly onStop: () => void;
}

/** Walk the machine: a sandbox copy that moves only by the events sent here, its context shown as JSON. */
export const WalkPanel = ({ walking, sandbox, canStartAtReplay, onStart, onStartAtReplay, onSend, onStop }: WalkPanelProps) => {
  const intl = useIntl();
  const text = intl.formatMessage;
  const heading = useId();
  const inputField = useId();
  const eventField = useId();
  const [input, setInput] = useState('{}');
  const [event, setEvent] = useState('');
  return (
    <section className={panel} aria-labelledby={heading}>
      <h2 id={heading}>{text(messages.title)}</h2>
      {!walking ? (
        <>
          <p>{text(messages.intro)}</p>
          <label htmlFor={inputField}>{text(messages.input)}</label>
          <textarea id={inputField} value={input} onChange={(change) => setInput(change.target.value)} spellCheck={false} />
          {sandbox?.invalid === 'input' && <ErrorText role="alert">{text(messages.inputInvalid)}</ErrorText>}
          <button type="button" onClick={() => onStart(input)}>
            {text(messages.start)}
          </button>
          {canStartAtReplay && (
            <button type="button" onClick={onStartAtReplay}>
              {text(messages.startAtReplay)}
            </button>
          )}
        </>
      ) : (
        <>
          {sandbox?.snapshot != null && (
            <p role="status" data-sandbox-state={describeValue(sandbox.snapshot.value)}>
              {text(messages.state, { state: describeValue(sandbox.snapshot.value), status: sandbox.snapshot.status })}
            </p>
          )}
          <p>{text(messages.accepted)}</p>
          <ul aria-label={text(messages.accepted)}>
            {(sandbox?.accepted ?? []).map((type) => (
              <li key={type}>
                <button type="button" onClick={() => setEvent(JSON.stringify({ type }))}>
                  {type}
                </button>
              </li>
            ))}
          </ul>
          <label htmlFor={eventField}>{text(messages.event)}</label>
          <textarea id={eventField} value={event} onChange={(change) => setEvent(change.target.value)} spellCheck={false} />
          {sandbox?.invalid === 'event' && <ErrorText role="alert">{text(messages.eventInvalid)}</ErrorText>}
          <button type="button" onClick={() => onSend(event)}>
            {text(messages.send)}
          </button>
          <button type="button" onClick={onStop}>
            {text(messages.stop)}
          </button>
          {sandbox?.snapshot != null && (
            <pre aria-label={text(messages.context)} tabIndex={0}>
              {JSON.stringify(sandbox.snapshot.context, null, 2)}
            </pre>
          )}
        </>
      )}
    </section>
  );
};
