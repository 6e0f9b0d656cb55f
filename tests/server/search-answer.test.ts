import { describe, expect, it } from 'vitest';
import { contract } from '../../io/contract';
import { ApiError } from '../../io/errors';
import { SearchCursor } from '../../io/entities/search';
import { bodyOf } from './support/body';
import { logIn, useTestApp } from './support/app';
import { drivers } from './support/database';

const results = contract.searchMembers.response;

describe.each(drivers)('the search answer on %s', (driver) => {
  const t = useTestApp(driver, { demoMembers: 40 });

  it('carries the cursor of the next page, and the page from that cursor continues where page numbers do', async () => {
    const cookie = await logIn(t.app);
    const search = (query: string) => t.app.inject({ method: 'GET', url: `/api/members.php${query}`, headers: { cookie } });
    const first = bodyOf(results, await search(''));
    expect(first).toMatchObject({ pageNumber: 1, numResultsCapped: false, similar: [] });
    if (first.next === null || first.next === undefined) throw new Error('the demo data fits one page');
    const raw: unknown = JSON.parse((await search('')).body);
    expect(raw).toMatchObject({ next: expect.stringMatching(/^[A-Za-z0-9_-]+$/) as unknown });
    const byCursor = bodyOf(results, await search(`?cursor=${SearchCursor.encode(first.next)}&page=2`));
    const byPage = bodyOf(results, await search('?page=2'));
    expect(byCursor.results.map((m) => m.id)).toEqual(byPage.results.map((m) => m.id));
    expect(byCursor.pageNumber).toBe(2);
  });

  it('refuses a tampered cursor with 400 naming cursor', async () => {
    const cookie = await logIn(t.app);
    for (const cursor of ['x', '%00', Buffer.from('2.1.3').toString('base64url'), Buffer.from('1.abc.3').toString('base64url')]) {
      const answer = await t.app.inject({ method: 'GET', url: `/api/members.php?cursor=${cursor}`, headers: { cookie } });
      expect({ cursor, status: answer.statusCode, body: bodyOf(ApiError, answer) }).toEqual({ cursor, status: 400, body: { error: 'invalid_input', field: 'cursor' } });
    }
  });
});
