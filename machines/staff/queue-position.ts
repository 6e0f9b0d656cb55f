/** The position in a console list after a move or a removal: within the list, 0 for an empty one. */
export const clampIndex = (index: number, length: number): number => Math.max(0, Math.min(index, length - 1));
