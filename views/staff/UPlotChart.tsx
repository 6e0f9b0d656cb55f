import { css } from '@linaria/core';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { colors } from '../theme';

/** One line of a chart: its legend label, a value per day, and how a value reads in the legend. */
export interface ChartSeries {
  readonly label: string;
  readonly values: ReadonlyArray<number>;
  readonly format: (value: number) => string;
}

const lineColors = [colors.primaryStrong, colors.secondary, colors.success, colors.warning, colors.dark];
const height = 220;

const frame = css`
  min-height: ${String(height)}px;
  width: 100%;
`;

/** Whether this document can draw on a canvas (a browser can; a test DOM such as happy-dom cannot). */
const canDraw = (document: Document): boolean => document.createElement('canvas').getContext('2d') !== null;

/** The steps a count's axis may take: never half a member. */
const wholeSteps = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000, 200_000, 500_000, 1_000_000];

interface ChartProps {
  /** Each day's label, in the order of the values. */
  readonly dayLabels: ReadonlyArray<string>;
  /** What the legend calls the day. */
  readonly dayTitle: string;
  readonly series: ReadonlyArray<ChartSeries>;
  readonly axisValue: (value: number) => string;
  /** Counts: the value axis steps by whole numbers. */
  readonly wholeNumbers: boolean;
}

const optionsOf = (width: number, { dayLabels, dayTitle, series, axisValue, wholeNumbers }: ChartProps): uPlot.Options => ({
  width,
  height,
  // Days are positions 0..n-1 with their labels, not times: a UTC day stays that day in any browser's time zone.
  scales: { x: { time: false } },
  axes: [
    { stroke: colors.muted, grid: { stroke: colors.border }, incrs: wholeSteps, values: (_, splits) => splits.map((split) => dayLabels[split] ?? '') },
    { stroke: colors.muted, grid: { stroke: colors.border }, ...(wholeNumbers ? { incrs: wholeSteps } : {}), values: (_, splits) => splits.map(axisValue) },
  ],
  series: [
    // uPlot asks for legend values with no day under the cursor too (index null; its types say the value is a number).
    { label: dayTitle, value: (_self, _value, _series, index) => (index === null ? '' : (dayLabels[index] ?? '')) },
    ...series.map((line, i) => ({
      label: line.label,
      stroke: lineColors[i % lineColors.length] ?? colors.dark,
      width: 2,
      value: (_self: uPlot, value: number, _series: number, index: number | null) => (index === null ? '' : line.format(value)),
    })),
  ],
});

/**
 * A line chart of values per day drawn by uPlot on a canvas. The canvas is a picture only (hidden from
 * assistive technology): whoever shows a chart shows its numbers as text beside it. Where no canvas can be
 * drawn the frame stays empty, and that text is all there is.
 */
export const UPlotChart = ({ dayLabels, dayTitle, series, axisValue, wholeNumbers }: ChartProps) => {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (element === null || !canDraw(element.ownerDocument)) return undefined;
    const data: uPlot.AlignedData = [dayLabels.map((_, i) => i), ...series.map((line) => [...line.values])];
    const plot = new uPlot(optionsOf(element.clientWidth || 600, { dayLabels, dayTitle, series, axisValue, wholeNumbers }), data, element);
    // The chart follows its frame's width (a phone turned, a window resized).
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => plot.setSize({ width: element.clientWidth, height }));
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      plot.destroy();
    };
  }, [dayLabels, dayTitle, series, axisValue, wholeNumbers]);
  return <div ref={ref} className={frame} aria-hidden="true" />;
};
