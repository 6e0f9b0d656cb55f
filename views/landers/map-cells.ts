/**
 * The map lander's pins: the map is a square of 5 × 5 cells with the visitor in the middle one, and each
 * member takes a cell chosen from their id. Only the id decides, never chance or the clock, so the server's
 * markup and the hydrated page put every pin in the same place, and a member keeps their place between visits.
 * Cells rather than free coordinates: a pin and its label fit in a cell, so no label ever covers another;
 * and the cells are laid out in order by CSS, so no position needs an inline style (which the CSP forbids).
 */

/** Cells along each side of the map. */
export const mapSide = 5;
const cellCount = mapSide * mapSide;
/** The middle cell: the visitor. */
export const visitorCell = (cellCount - 1) / 2;

/** What a cell holds. */
export type MapCell<M> = { kind: 'member'; member: M } | { kind: 'visitor' } | { kind: 'empty' };

/** A fixed 32-bit integer mix of an id (the same id, the same number, on every machine). */
const mix = (id: number): number => {
  let h = Math.imul(id ^ (id >>> 16), 0x45d9f3b);
  h = Math.imul(h ^ (h >>> 16), 0x45d9f3b);
  return (h ^ (h >>> 16)) >>> 0;
};

/**
 * The map's cells in reading order (row by row): each member in the cell of their id's hash, or the next
 * free one after it; members beyond the map's free cells (24) are left off, the first ones kept.
 */
export const mapCells = <M extends { readonly id: number }>(members: ReadonlyArray<M>): ReadonlyArray<MapCell<M>> => {
  const cells: MapCell<M>[] = Array.from({ length: cellCount }, (_, index) => (index === visitorCell ? { kind: 'visitor' } : { kind: 'empty' }));
  for (const member of members.slice(0, cellCount - 1)) {
    let cell = mix(member.id) % cellCount;
    while (cells[cell]?.kind !== 'empty') cell = (cell + 1) % cellCount;
    cells[cell] = { kind: 'member', member };
  }
  return cells;
};
