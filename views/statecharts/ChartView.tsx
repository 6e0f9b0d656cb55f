import { css } from '@linaria/core';
import { useRef, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import type { Statechart } from '../../machines/statecharts/graph';
import type { ChartLayout } from '../../machines/statecharts/layout';
import { colors } from '../theme';
import { toolControl } from './controls';
import { messages } from './messages';
import { StatechartSvg } from './StatechartSvg';

const toolbar = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: center;
  margin: 0.5rem 0;
  button {
    ${toolControl}
    min-width: 44px;
  }
`;

const viewport = css`
  max-height: 75vh;
  overflow: auto;
  border: 1px solid ${colors.border};
  border-radius: 8px;
  background: ${colors.surface};
  overscroll-behavior: contain;
  &:focus-visible {
    outline: 3px solid ${colors.primaryStrong};
    outline-offset: 2px;
  }
`;

const legend = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1rem;
  margin: 0.25rem 0;
  padding: 0;
  list-style: none;
  font-size: 0.85rem;
  color: ${colors.muted};
`;

interface ChartViewProps {
  readonly machine: string;
  readonly chart: Statechart;
  readonly layout: ChartLayout;
  readonly scale: number;
  readonly tested: ReadonlySet<string> | null;
  readonly active: ReadonlySet<string>;
  readonly onZoom: (factor: number) => void;
  readonly onFit: (width: number) => void;
  readonly onReset: () => void;
}

/** The drawing in a scrolling viewport (arrow keys and touch pan it), with zoom buttons and keys. */
export const ChartView = (props: ChartViewProps) => {
  const { machine, chart, layout, scale, tested, active, onZoom, onFit, onReset } = props;
  const intl = useIntl();
  const text = intl.formatMessage;
  const area = useRef<HTMLDivElement>(null);
  const fit = () => onFit(area.current?.clientWidth ?? layout.width);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === '+' || event.key === '=') onZoom(1.25);
    else if (event.key === '-') onZoom(0.8);
    else if (event.key === '0') fit();
    else return;
    event.preventDefault();
  };
  return (
    <>
      <div className={toolbar} role="toolbar" aria-label={text(messages.chartLabel, { machine })}>
        <button type="button" onClick={() => onZoom(0.8)} aria-label={text(messages.zoomOut)}>
          −
        </button>
        <button type="button" onClick={() => onZoom(1.25)} aria-label={text(messages.zoomIn)}>
          +
        </button>
        <button type="button" onClick={fit}>
          {text(messages.zoomFit)}
        </button>
        <button type="button" onClick={onReset}>
          {text(messages.zoomReset)}
        </button>
        <span aria-live="polite">{text(messages.zoomLevel, { percent: Math.round(scale * 100) })}</span>
      </div>
      <ul className={legend}>
        <li>{text(messages.legendTested)}</li>
        <li>{text(messages.legendUntested)}</li>
        <li>{text(messages.legendActive)}</li>
      </ul>
      <div
        ref={area}
        className={viewport}
        tabIndex={0}
        role="group"
        aria-label={`${text(messages.chartLabel, { machine })}. ${text(messages.chartKeys)}`}
        onKeyDown={onKeyDown}
        data-chart={machine}
      >
        <StatechartSvg chart={chart} layout={layout} covered={tested} active={active} scale={scale} />
      </div>
    </>
  );
};
