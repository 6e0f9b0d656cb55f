/**
 * The statechart's type and spacing. Labels are set in a monospace font, so a line's width is its length
 * times one advance: the layout (in the browser and in `npm run statecharts`) needs no text measuring.
 */
export const chartFont = { family: 'ui-monospace, "DejaVu Sans Mono", Menlo, Consolas, monospace', size: 12 } as const;
/** The advance of one character at chartFont.size, a little above DejaVu Sans Mono's 0.602 em. */
export const charWidth = 7.4;
export const lineHeight = 16;
export const boxPadding = 8;
/** The pseudo-state that marks a compound state's initial child. */
export const initialDotSize = 10;

export const textWidth = (lines: ReadonlyArray<string>): number => Math.max(0, ...lines.map((line) => line.length)) * charWidth;
