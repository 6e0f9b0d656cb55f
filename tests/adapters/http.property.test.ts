import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maxRetries } from '../../adapters/http';
import { dropped, json, runToEnd, setup, type Reply } from './http-harness';

type Step = { readonly kind: 'network' } | { readonly kind: 'status'; readonly status: number } | { readonly kind: 'success' };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.constant<Step>({ kind: 'network' }),
  fc.integer({ min: 500, max: 599 }).map((status): Step => ({ kind: 'status', status })),
  fc.integer({ min: 400, max: 499 }).filter((s) => s !== 403).map((status): Step => ({ kind: 'status', status })),
  fc.constant<Step>({ kind: 'success' }),
);

const replyOf = (s: Step): Reply =>
  s.kind === 'network' ? dropped : s.kind === 'success' ? json(200, { ok: true }) : json(s.status, { error: 'server_error' });

const isTransient = (s: Step) => s.kind === 'network' || (s.kind === 'status' && s.status >= 500);

/** Virtual time of attempt i: the sum of the delays before it (0.5, 1, 2, 4, 8 s). */
const startOf = (i: number) => 500 * (2 ** i - 1);

describe('http retry policy (property)', () => {
  it('attempts = min(transient failures before the first final answer, 5) + 1; exactly one terminal result', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 9 }), async (steps) => {
        const script = [...steps, { kind: 'success' } as const];
        const { http, scheduler, sent } = setup(script.map(replyOf));
        const run = await runToEnd(http.call('logout'), scheduler);

        const firstFinal = script.findIndex((s) => !isTransient(s));
        const attempts = Math.min(firstFinal, maxRetries) + 1;
        expect(sent.map((s) => s.at)).toEqual(Array.from({ length: attempts }, (_, i) => startOf(i)));

        const last = script[attempts - 1];
        const delivered = last?.kind === 'success';
        expect(run.values).toEqual(delivered ? [{ ok: true }] : []);
        expect(run.completed).toBe(delivered);
        expect(run.errors).toHaveLength(delivered ? 0 : 1);
      }),
      { numRuns: 150 },
    );
  });

  it("a 'once' endpoint makes one attempt whatever the answer", async () => {
    await fc.assert(
      fc.asyncProperty(step, async (first) => {
        const { http, scheduler, sent } = setup([replyOf(first), json(200, { ok: true })]);
        await runToEnd(http.call('pageHidden', { body: {} }), scheduler);
        expect(sent).toHaveLength(1);
      }),
      { numRuns: 40 },
    );
  });
});
