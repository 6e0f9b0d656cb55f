import type { ChartState, ChartTransition, Statechart } from '../../machines/statecharts/graph';
import type { Box, ChartLayout, Point } from '../../machines/statecharts/layout';
import { headerLines, transitionLines } from '../../machines/statecharts/lines';
import { boxPadding, chartFont, charWidth, lineHeight } from '../../machines/statecharts/metrics';
import { colors } from '../theme';

/**
 * One statechart as SVG, from its layout: boxes for states (compound ones around their children), arrows
 * for transitions labelled `event [guard] / actions`. Presentation attributes only (no CSS classes), so
 * `npm run statecharts` writes the same drawing as a standalone file.
 */
export interface StatechartSvgProps {
  readonly chart: Statechart;
  readonly layout: ChartLayout;
  /** The transition keys the model-based tests take; null: no coverage to show. */
  readonly covered: ReadonlySet<string> | null;
  /** The live actor's active state ids (highlighted). */
  readonly active?: ReadonlySet<string>;
  /** The transitions the last event took (highlighted). */
  readonly taken?: ReadonlySet<string>;
  /** Drawn at this zoom (1: the layout's own size). */
  readonly scale?: number;
}

const ink = { state: colors.surface, stateActive: '#e3f2fd', line: colors.muted, active: colors.primaryStrong, untested: colors.warning, text: colors.text };

const isCovered = (covered: ReadonlySet<string> | null, key: string) => covered === null || covered.has(key);

const Lines = ({ lines, x, y, bold = 0 }: { lines: ReadonlyArray<string>; x: number; y: number; bold?: number }) => (
  <>
    {lines.map((line, index) => (
      <text key={index} x={x} y={y + (index + 1) * lineHeight - 4} fontWeight={index < bold ? 700 : 400} xmlSpace="preserve">
        {line}
      </text>
    ))}
  </>
);

/** The tested-or-not mark in front of a transition listed inside its state's box. */
const Mark = ({ covered, x, y }: { covered: boolean; x: number; y: number }) => (
  <circle cx={x + charWidth * 0.8} cy={y - lineHeight / 2 + 2} r={3.5} fill={covered ? ink.line : 'none'} stroke={covered ? ink.line : ink.untested} strokeWidth={1.5} />
);

const StateBox = (props: { state: ChartState; box: Box; chart: Statechart; covered: ReadonlySet<string> | null; active: boolean }) => {
  const { state, box, chart, covered, active } = props;
  const lines = headerLines(state, chart);
  const targetless = chart.transitions.filter((transition) => transition.source === state.id && transition.targets.length === 0);
  const firstTargetless = lines.length - targetless.length - (state.tags.length > 0 ? 1 : 0);
  const x = box.x + boxPadding;
  const y = box.y + boxPadding;
  return (
    <g data-state={state.id} data-active={active ? 'true' : undefined}>
      <rect
        x={box.x}
        y={box.y}
        width={box.width}
        height={box.height}
        rx={state.kind === 'history' ? box.height / 2 : 8}
        fill={active ? ink.stateActive : ink.state}
        stroke={active ? ink.active : ink.line}
        strokeWidth={active ? 3 : 1}
        strokeDasharray={state.kind === 'parallel' ? undefined : state.parent !== null && chart.states.find((s) => s.id === state.parent)?.kind === 'parallel' ? '6 4' : undefined}
      />
      {state.kind === 'final' && <rect x={box.x + 3} y={box.y + 3} width={box.width - 6} height={box.height - 6} rx={6} fill="none" stroke={ink.line} />}
      <Lines lines={lines} x={x} y={y} bold={1} />
      {targetless.map((transition, index) => (
        <Mark key={transition.key} covered={isCovered(covered, transition.key)} x={x} y={y + (firstTargetless + index + 1) * lineHeight} />
      ))}
    </g>
  );
};

const pathOf = (points: ReadonlyArray<Point>) => points.map((point, index) => `${index === 0 ? 'M' : 'L'}${point.x},${point.y}`).join(' ');

const Edge = (props: { transition: ChartTransition; edgeId: string; layout: ChartLayout; covered: boolean; taken: boolean; withLabel: boolean }) => {
  const { transition, edgeId, layout, covered, taken, withLabel } = props;
  const edge = layout.edges[edgeId];
  if (edge === undefined) return null;
  const stroke = taken ? ink.active : covered ? ink.line : ink.untested;
  return (
    <g data-transition={transition.key} data-covered={covered ? 'true' : 'false'}>
      <path d={pathOf(edge.points)} fill="none" stroke={stroke} strokeWidth={taken ? 3 : 1.5} strokeDasharray={covered ? undefined : '5 4'} markerEnd={`url(#arrow-${covered ? 'tested' : 'untested'})`} />
      {withLabel && (
        <>
          <rect x={edge.label.x} y={edge.label.y} width={edge.label.width} height={edge.label.height} rx={4} fill={colors.background} stroke={covered ? 'none' : ink.untested} strokeDasharray="3 3" />
          <Lines lines={transitionLines(transition)} x={edge.label.x + boxPadding / 2} y={edge.label.y} />
        </>
      )}
    </g>
  );
};

export const StatechartSvg = ({ chart, layout, covered, active, taken, scale = 1 }: StatechartSvgProps) => {
  const margin = 8;
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`${-margin} ${-margin} ${layout.width + 2 * margin} ${layout.height + 2 * margin}`}
      width={Math.round((layout.width + 2 * margin) * scale)}
      height={Math.round((layout.height + 2 * margin) * scale)}
      fontFamily={chartFont.family}
      fontSize={chartFont.size}
      fill={ink.text}
      aria-hidden="true"
    >
      <defs>
        {(['tested', 'untested'] as const).map((kind) => (
          <marker key={kind} id={`arrow-${kind}`} viewBox="0 0 10 10" refX={9} refY={5} markerWidth={7} markerHeight={7} orient="auto-start-reverse">
            <path d="M0,0 L10,5 L0,10 z" fill={kind === 'tested' ? ink.line : ink.untested} />
          </marker>
        ))}
      </defs>
      {chart.states.map((state) => {
        const box = layout.states[state.id];
        return box === undefined ? null : <StateBox key={state.id} state={state} box={box} chart={chart} covered={covered} active={active?.has(state.id) ?? false} />;
      })}
      {Object.entries(layout.initials).map(([stateId, box]) => {
        const edge = layout.edges[`${stateId}#initial-edge`];
        return (
          <g key={stateId}>
            <circle cx={box.x + box.width / 2} cy={box.y + box.height / 2} r={box.width / 2} fill={ink.line} />
            {edge !== undefined && <path d={pathOf(edge.points)} fill="none" stroke={ink.line} strokeWidth={1.5} markerEnd="url(#arrow-tested)" />}
          </g>
        );
      })}
      {chart.transitions.flatMap((transition) =>
        transition.targets.map((_, index) => {
          const edgeId = index === 0 ? transition.key : `${transition.key}@${index}`;
          return (
            <Edge
              key={edgeId}
              transition={transition}
              edgeId={edgeId}
              layout={layout}
              covered={isCovered(covered, transition.key)}
              taken={taken?.has(transition.key) ?? false}
              withLabel={index === 0}
            />
          );
        }),
      )}
    </svg>
  );
};
