import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import type { FlaggedText, TextQueue } from '../../../io/entities/text-moderation';
import { textQueueKeyEvent } from '../../../machines/staff/queue-keys';
import { selectTextInView } from '../../../machines/staff/selectors';
import { checkTextEdit, suggestedEdit, textQueueMachine, type TextDecision } from '../../../machines/staff/text-queue.machine';
import { done, failed, flush, pending } from '../support/actors';
import { exploreEveryTransition } from '../support/transition-coverage';

const aFlaggedText = (n: number, field: FlaggedText['field'] = 'about'): FlaggedText => {
  const phone = `06-1234567${String(n)}`;
  const text = `Bel me op ${phone} of kijk op www.example.nl.`;
  const at = (part: string) => ({ start: text.indexOf(part), end: text.indexOf(part) + part.length, part });
  return {
    memberId: 10 + n, memberName: `Member ${String(n)}`, site: 'localhost', field, text, flags: ['phone', 'link'],
    matches: [{ rule: 'phone', ...at(phone) }, { rule: 'link', ...at('www.example.nl') }],
    flaggedAt: '2026-11-26T10:00:00.000Z',
  };
};
const conflict = { kind: 'http', status: 409, body: { error: 'conflict' } };

describe('text queue machine, model-based', () => {
  it('reaches every declared transition; a decision is always about a text of the page, an edit always changes it and names a reason', () => {
    const exploration = exploreEveryTransition(textQueueMachine.provide({ actors: { loadTexts: pending(), decideText: pending() } }), {
      events: [
        done('loadTexts', { texts: [aFlaggedText(1), aFlaggedText(2, 'name')], total: 5 }),
        done('loadTexts', { texts: [], total: 0 }),
        failed('loadTexts', { kind: 'network' }),
        { type: 'queue.reload' },
        { type: 'queue.next' },
        { type: 'queue.previous' },
        { type: 'queue.select', index: 1 },
        { type: 'queue.approve' },
        { type: 'queue.edit' },
        { type: 'edit.replacement', value: 'Hallo daar' },
        { type: 'edit.replacement', value: '' },
        { type: 'edit.reason', reason: 'link' },
        { type: 'edit.submit' },
        { type: 'edit.cancel' },
        done('decideText', undefined),
        failed('decideText', conflict),
        failed('decideText', { kind: 'network' }),
        { type: 'help.toggle' },
        { type: 'help.close' },
      ],
      check: (snapshot: SnapshotFrom<typeof textQueueMachine>) => {
        const { texts, pending: decision, index } = snapshot.context;
        if (texts.length > 0) expect(texts).toContain(selectTextInView(snapshot));
        else expect(index).toBe(0);
        if (snapshot.matches('deciding')) {
          expect(decision).not.toBeNull();
          const request = decision?.request;
          const decided = texts.find((text) => text.memberId === request?.memberId && text.field === request.field);
          expect(decided?.text).toBe(request?.text);
          if (decision?.kind === 'edit') {
            expect(decision.request.replacement).not.toBe(decision.request.text);
            expect(decision.request.reason).toBeTruthy();
          }
        }
      },
      // The page never grows past the two texts it was given.
      bound: (snapshot: SnapshotFrom<typeof textQueueMachine>) => snapshot.context.texts.length <= 2,
    });
    expect(exploration.missed).toEqual([]);
    expect(exploration.errors).toEqual([]);
  });
});

describe('the edit a moderator starts from', () => {
  it('takes the matched parts out, closes up the spaces they leave, and suggests the first rule\'s reason', () => {
    expect(suggestedEdit(aFlaggedText(1))).toEqual({ replacement: 'Bel me op of kijk op.', reason: 'contact_details' });
    const link: FlaggedText = { ...aFlaggedText(1), text: 'Zie anna.nl\nGroetjes', flags: ['link'], matches: [{ rule: 'link', start: 4, end: 11, part: 'anna.nl' }] };
    expect(suggestedEdit(link)).toEqual({ replacement: 'Zie\nGroetjes', reason: 'link' });
  });

  it('names the field that stops an edit: a text that changes nothing or that the field cannot hold, then a missing reason', () => {
    const about = aFlaggedText(1);
    expect(checkTextEdit(about, { replacement: about.text, reason: 'link' })).toEqual({ invalid: 'replacement' });
    expect(checkTextEdit(about, { replacement: 'Hallo', reason: '' })).toEqual({ invalid: 'reason' });
    const name = aFlaggedText(2, 'name');
    expect(checkTextEdit(name, { replacement: ' K ', reason: 'link' })).toEqual({ invalid: 'replacement' });
    expect(checkTextEdit(name, { replacement: ' Kim ', reason: 'link' })).toEqual({
      request: { memberId: name.memberId, field: 'name', text: name.text, replacement: 'Kim', reason: 'link' },
    });
  });
});

describe('text queue, properties', () => {
  it('decides each text at most once, always the one in view, whatever keys are pressed', async () => {
    const keys = fc.array(fc.constantFrom('j', 'k', 'a', 'e', '?', 'Escape', 'x'), { maxLength: 30 });
    await fc.assert(
      fc.asyncProperty(keys, fc.boolean(), async (pressed, submitEdits) => {
        let waiting = [1, 2, 3, 4].map((n) => aFlaggedText(n));
        const decided: TextDecision[] = [];
        let inViewAtDecision: number[] = [];
        const actor = createActor(
          textQueueMachine.provide({
            actors: {
              loadTexts: fromPromise<TextQueue, void>(async () => ({ texts: waiting, total: waiting.length })),
              decideText: fromPromise<void, TextDecision>(async ({ input }) => {
                decided.push(input);
                waiting = waiting.filter((text) => text.memberId !== input.request.memberId);
              }),
            },
          }),
        ).start();
        await flush();
        for (const key of pressed) {
          const editing = actor.getSnapshot().matches('editing');
          if (editing) {
            // The dialog: the suggested edit is sent as it is, or given up.
            const inView = selectTextInView(actor.getSnapshot());
            if (submitEdits && inView !== null) inViewAtDecision = [...inViewAtDecision, inView.memberId];
            actor.send(submitEdits ? { type: 'edit.submit' } : { type: 'edit.cancel' });
            await flush();
            continue;
          }
          const event = textQueueKeyEvent(key, editing);
          if (event === null) continue;
          const inView = selectTextInView(actor.getSnapshot());
          if (event.type === 'queue.approve' && inView !== null) inViewAtDecision = [...inViewAtDecision, inView.memberId];
          actor.send(event);
          await flush();
        }
        const ids = decided.map((decision) => decision.request.memberId);
        expect(new Set(ids).size).toBe(ids.length);
        expect(ids).toEqual(inViewAtDecision.slice(0, ids.length));
        actor.stop();
      }),
      { numRuns: 60 },
    );
  });
});

describe('text queue keys', () => {
  it('maps J, K, A, E and ? in either case, and leaves the keyboard to an open edit', () => {
    expect(textQueueKeyEvent('j', false)).toEqual({ type: 'queue.next' });
    expect(textQueueKeyEvent('K', false)).toEqual({ type: 'queue.previous' });
    expect(textQueueKeyEvent('a', false)).toEqual({ type: 'queue.approve' });
    expect(textQueueKeyEvent('E', false)).toEqual({ type: 'queue.edit' });
    expect(textQueueKeyEvent('?', false)).toEqual({ type: 'help.toggle' });
    expect(textQueueKeyEvent('Escape', false)).toEqual({ type: 'help.close' });
    expect(textQueueKeyEvent('r', false)).toBeNull();
    expect(textQueueKeyEvent('a', true)).toBeNull();
  });
});
