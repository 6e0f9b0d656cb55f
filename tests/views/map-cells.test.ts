// @vitest-environment happy-dom
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mapCells, mapSide, visitorCell } from '../../views/landers/map-cells';

const members = (ids: ReadonlyArray<number>) => ids.map((id) => ({ id }));
const idLists = fc.uniqueArray(fc.integer({ min: 1, max: 2 ** 40 }), { maxLength: 40 });

describe('the map lander’s cells', () => {
  it('are a square with the visitor in the middle', () => {
    const cells = mapCells(members([1, 2, 3]));
    expect(cells).toHaveLength(mapSide * mapSide);
    expect(visitorCell).toBe(12);
    expect(cells[visitorCell]).toEqual({ kind: 'visitor' });
  });

  it('give every member one cell of their own, the first 24 when there are more, the visitor’s never', () => {
    fc.assert(
      fc.property(idLists, (ids) => {
        const cells = mapCells(members(ids));
        const placed = cells.flatMap((cell) => (cell.kind === 'member' ? [cell.member.id] : []));
        expect([...placed].sort()).toEqual(ids.slice(0, 24).sort());
        expect(cells.filter((cell) => cell.kind === 'visitor')).toHaveLength(1);
        expect(cells[visitorCell]?.kind).toBe('visitor');
      }),
    );
  });

  it('depend on the ids alone: the same members, the same map (the server’s markup and the hydrated page agree)', () => {
    fc.assert(
      fc.property(idLists, (ids) => {
        expect(mapCells(members(ids))).toEqual(mapCells(members([...ids])));
      }),
    );
  });

  it('keep a member’s cell when members placed after them come or go', () => {
    fc.assert(
      fc.property(idLists, fc.uniqueArray(fc.integer({ min: 2 ** 41, max: 2 ** 42 }), { maxLength: 10 }), (ids, later) => {
        const cellOf = (list: ReadonlyArray<number>, id: number) => mapCells(members(list)).findIndex((cell) => cell.kind === 'member' && cell.member.id === id);
        const kept = ids.slice(0, 14);
        for (const id of kept) expect(cellOf([...kept, ...later], id)).toBe(cellOf(kept, id));
      }),
    );
  });

  it('spread members over the map rather than filling it in order', () => {
    const cells = mapCells(members([1, 2, 3, 4, 5, 6]));
    const used = cells.flatMap((cell, index) => (cell.kind === 'member' ? [index] : []));
    expect(used).not.toEqual([0, 1, 2, 3, 4, 5]);
    expect(new Set(used.map((index) => Math.floor(index / mapSide))).size).toBeGreaterThan(2);
  });
});
