import ELK from 'elkjs/lib/elk.bundled.js';
import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api';
import type { ChartState, ChartTransition, Statechart } from './graph';
import { headerLines, transitionLines } from './lines';
import { boxPadding, initialDotSize, lineHeight, textWidth } from './metrics';

export interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface Point {
  readonly x: number;
  readonly y: number;
}

export interface EdgeLayout {
  readonly points: ReadonlyArray<Point>;
  readonly label: Box;
}

/** Where everything of a statechart goes, in one coordinate system (the chart's top left is 0, 0). */
export interface ChartLayout {
  readonly width: number;
  readonly height: number;
  readonly states: Readonly<Record<string, Box>>;
  /** The marks of compound states' initial children, by the compound state's id. */
  readonly initials: Readonly<Record<string, Box>>;
  /** By transition key: only transitions with a target are edges (the others are lines in their state's box). */
  readonly edges: Readonly<Record<string, EdgeLayout>>;
}

const initialId = (stateId: string) => `${stateId}#initial`;
const initialEdgeId = (stateId: string) => `${stateId}#initial-edge`;

const headerSize = (lines: ReadonlyArray<string>) => ({ width: textWidth(lines) + 2 * boxPadding, height: lines.length * lineHeight + 2 * boxPadding });

const nodeOf = (state: ChartState, chart: Statechart, byId: ReadonlyMap<string, ChartState>): ElkNode => {
  const header = headerSize(headerLines(state, chart));
  if (state.children.length === 0) return { id: state.id, ...header };
  const children = state.children.flatMap((id) => {
    const child = byId.get(id);
    return child === undefined ? [] : [nodeOf(child, chart, byId)];
  });
  const initial = state.initial === null ? [] : [{ id: initialId(state.id), width: initialDotSize, height: initialDotSize }];
  return {
    id: state.id,
    children: [...initial, ...children],
    layoutOptions: {
      'elk.padding': `[top=${header.height + boxPadding},left=${boxPadding * 2},bottom=${boxPadding * 2},right=${boxPadding * 2}]`,
      'elk.nodeSize.constraints': 'MINIMUM_SIZE',
      'elk.nodeSize.minimum': `(${header.width}, ${header.height + boxPadding})`,
      // Parallel regions side by side, like the regions of a drawn statechart.
      ...(state.kind === 'parallel' ? { 'elk.direction': 'RIGHT' } : {}),
    },
  };
};

const edgeOf = (transition: ChartTransition): ElkExtendedEdge[] =>
  transition.targets.map((target, index) => {
    const lines = transitionLines(transition);
    return {
      id: index === 0 ? transition.key : `${transition.key}@${index}`,
      sources: [transition.source],
      targets: [target],
      labels: [{ text: lines.join('\n'), width: textWidth(lines) + boxPadding, height: lines.length * lineHeight }],
    };
  });

const initialEdges = (chart: Statechart): ElkExtendedEdge[] =>
  chart.states.flatMap((state) => (state.initial === null ? [] : [{ id: initialEdgeId(state.id), sources: [initialId(state.id)], targets: [state.initial] }]));

const boxOf = (node: { x?: number; y?: number; width?: number; height?: number }): Box => ({ x: node.x ?? 0, y: node.y ?? 0, width: node.width ?? 0, height: node.height ?? 0 });

/** Lays the chart out with ELK's layered algorithm, compound states holding their children (as xstate-viz did). */
export const layoutStatechart = async (chart: Statechart): Promise<ChartLayout> => {
  const byId = new Map(chart.states.map((state) => [state.id, state]));
  const root = chart.states[0];
  if (root === undefined) throw new Error(`machine ${chart.id} has no states`);
  const graph: ElkNode = {
    id: '#chart',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'DOWN',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.edgeRouting': 'ORTHOGONAL',
      'elk.layered.spacing.nodeNodeBetweenLayers': '40',
      'elk.spacing.nodeNode': '28',
      'elk.spacing.edgeLabel': '4',
      'elk.edgeLabels.inline': 'false',
      'elk.json.shapeCoords': 'ROOT',
      'elk.json.edgeCoords': 'ROOT',
      'elk.randomSeed': '1',
    },
    children: [nodeOf(root, chart, byId)],
    edges: [...initialEdges(chart), ...chart.transitions.flatMap(edgeOf)],
  };
  const laidOut = await new ELK().layout(graph);
  const states: Record<string, Box> = {};
  const initials: Record<string, Box> = {};
  const visit = (node: ElkNode) => {
    if (node.id.endsWith('#initial')) initials[node.id.slice(0, -'#initial'.length)] = boxOf(node);
    else if (node.id !== '#chart') states[node.id] = boxOf(node);
    node.children?.forEach(visit);
  };
  visit(laidOut);
  const edges: Record<string, EdgeLayout> = {};
  for (const edge of laidOut.edges ?? []) {
    const section = edge.sections?.[0];
    if (section === undefined) continue;
    const label = edge.labels?.[0];
    edges[edge.id] = {
      points: [section.startPoint, ...(section.bendPoints ?? []), section.endPoint],
      label: label === undefined ? { x: 0, y: 0, width: 0, height: 0 } : boxOf(label),
    };
  }
  return { width: laidOut.width ?? 0, height: laidOut.height ?? 0, states, initials, edges };
};
