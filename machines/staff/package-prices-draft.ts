import * as E from 'fp-ts/Either';
import { decode } from '../../io/codec/decode';
import { maxPackagesPerCurrency, PriceList, type PackagePrice } from '../../io/entities/site-catalogue';

/** A package as typed: credits and price (in units of the currency, '14.99' or '14,99') as written. */
export interface PackageRowDraft {
  readonly credits: string;
  readonly price: string;
  readonly popular: boolean;
}
export type PackageRowField = 'credits' | 'price';
export interface RowProblem {
  readonly row: number;
  readonly field: PackageRowField;
}
/** What is wrong with the list as a whole: how many, credits twice, not exactly one recommended. */
export type ListProblem = 'count' | 'duplicate' | 'popular';

export type PriceListCheck =
  | { readonly list: PriceList }
  | { readonly rows: ReadonlyArray<RowProblem>; readonly list: null; readonly problem: ListProblem | null };

/** '14.99', '14,99', '15' → minor units; null for anything else (at most two decimals, above zero). */
export const minorUnitsOf = (text: string): number | null => {
  const match = /^(\d{1,6})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (match === null) return null;
  const amount = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return amount > 0 ? amount : null;
};

const creditsOf = (text: string): number | null => {
  const trimmed = text.trim();
  return /^\d{1,5}$/.test(trimmed) && Number(trimmed) >= 1 && Number(trimmed) <= 10_000 ? Number(trimmed) : null;
};

export const rowsOf = (list: ReadonlyArray<PackagePrice>): PackageRowDraft[] =>
  list.map((pkg) => ({ credits: String(pkg.credits), price: (pkg.amount / 100).toFixed(2), popular: pkg.popular }));

const listProblemOf = (rows: ReadonlyArray<PackageRowDraft>, credits: ReadonlyArray<number | null>): ListProblem | null => {
  if (rows.length < 1 || rows.length > maxPackagesPerCurrency) return 'count';
  const known = credits.filter((n) => n !== null);
  if (new Set(known).size !== known.length) return 'duplicate';
  return rows.filter((row) => row.popular).length === 1 ? null : 'popular';
};

/** The rows as the price list they publish (smallest first), or what is wrong: each bad cell, and the list's own problem. */
export const checkRows = (rows: ReadonlyArray<PackageRowDraft>): PriceListCheck => {
  const cells = rows.map((row) => ({ credits: creditsOf(row.credits), amount: minorUnitsOf(row.price), popular: row.popular }));
  const bad = cells.flatMap((cell, row): RowProblem[] => [
    ...(cell.credits === null ? [{ row, field: 'credits' as const }] : []),
    ...(cell.amount === null ? [{ row, field: 'price' as const }] : []),
  ]);
  const problem = listProblemOf(rows, cells.map((cell) => cell.credits));
  if (bad.length > 0 || problem !== null) return { rows: bad, list: null, problem };
  const list = cells.map((cell) => ({ credits: cell.credits ?? 0, amount: cell.amount ?? 0, popular: cell.popular }));
  const decoded = decode(PriceList, list.sort((x, y) => x.credits - y.credits));
  if (E.isLeft(decoded)) throw new Error('checked package rows that the price list refuses');
  return { list: decoded.right };
};

/** One line of the preview: a package by its credits, now and after publishing (null: none). */
export interface PackageChange {
  readonly credits: number;
  readonly before: PackagePrice | null;
  readonly after: PackagePrice | null;
}

const same = (a: PackagePrice | null, b: PackagePrice | null): boolean => a?.amount === b?.amount && a?.popular === b?.popular;

/** Every package of either list, smallest first, and whether publishing changes anything at all. */
export const packageChangesOf = (before: ReadonlyArray<PackagePrice>, after: ReadonlyArray<PackagePrice>): { lines: PackageChange[]; changed: boolean } => {
  const credits = [...new Set([...before, ...after].map((pkg) => pkg.credits))].sort((a, b) => a - b);
  const lines = credits.map((n) => ({
    credits: n,
    before: before.find((pkg) => pkg.credits === n) ?? null,
    after: after.find((pkg) => pkg.credits === n) ?? null,
  }));
  return { lines, changed: lines.some((line) => !same(line.before, line.after)) };
};
