import { assertEvent, assign, emit, setup } from 'xstate';
import {
  acceptedReplacement, type FlaggedText, type TextApproveRequest, type TextEditReason, type TextEditRequest, type TextQueue, type TextRule,
} from '../../io/entities/text-moderation';
import { actorError, answeredWith } from '../shared/http-failure';
import { promiseNotProvided } from '../shared/not-provided';
import { clampIndex } from './queue-position';

/** One decision on the text in view: approve it as it is, or replace it (with the reason the member is mailed). */
export type TextDecision =
  | { readonly kind: 'approve'; readonly request: TextApproveRequest }
  | { readonly kind: 'edit'; readonly request: TextEditRequest };

/** The edit being written: the new text and the reason ('' until chosen). */
export interface TextEditDraft {
  readonly replacement: string;
  readonly reason: TextEditReason | '';
}

export type TextDraftField = keyof TextEditDraft;

/** What the queue last said: a decision made, one that came too late (the text changed or was decided), or one that failed. */
export type TextQueueNote =
  | { readonly kind: 'approved' | 'edited'; readonly memberName: string }
  | { readonly kind: 'conflict' | 'failed' };

export interface TextQueueContext {
  readonly texts: ReadonlyArray<FlaggedText>;
  /** Flagged texts on the staff member's sites, this page's included. */
  readonly total: number;
  /** The text in view. */
  readonly index: number;
  readonly draft: TextEditDraft | null;
  /** The draft's first field that cannot be sent. */
  readonly invalid: TextDraftField | null;
  /** The decision on its way to the server. */
  readonly pending: TextDecision | null;
  readonly note: TextQueueNote | null;
  /** The key list (?) is open. */
  readonly help: boolean;
}

export type TextQueueEvent =
  | { type: 'queue.next' }
  | { type: 'queue.previous' }
  | { type: 'queue.select'; index: number }
  | { type: 'queue.approve' }
  | { type: 'queue.edit' }
  | { type: 'queue.reload' }
  | { type: 'edit.replacement'; value: string }
  | { type: 'edit.reason'; reason: TextEditReason }
  | { type: 'edit.submit' }
  | { type: 'edit.cancel' }
  | { type: 'help.toggle' }
  | { type: 'help.close' };

export const textInView = (context: Pick<TextQueueContext, 'texts' | 'index'>): FlaggedText | null => context.texts[context.index] ?? null;

/** The reason an edit most likely has, from the first rule that matched. */
const reasonOfRule: Readonly<Record<TextRule, TextEditReason>> = { email: 'contact_details', phone: 'contact_details', link: 'link', word: 'offensive_words' };

/**
 * The edit a moderator starts from: the text with the matched parts taken out (and the spaces they leave
 * closed up), and the reason of the first rule that matched. The moderator reads it and may change both.
 */
export const suggestedEdit = (text: FlaggedText): TextEditDraft => {
  let replacement = '';
  let from = 0;
  for (const match of text.matches) {
    replacement += text.text.slice(from, match.start);
    from = match.end;
  }
  replacement += text.text.slice(from);
  const tidy = replacement.split('\n').map((line) => line.replace(/[ \t]{2,}/g, ' ').replace(/[ \t]+([.,;:!?])/g, '$1').trim()).join('\n').trim();
  const first = text.flags[0];
  return { replacement: tidy, reason: first === undefined ? '' : reasonOfRule[first] };
};

/** The request of a draft about `text`, or the first field that stops it: a replacement the field cannot hold or that changes nothing, no reason. */
export const checkTextEdit = (text: FlaggedText, draft: TextEditDraft): { request: TextEditRequest } | { invalid: TextDraftField } => {
  const replacement = acceptedReplacement(text.field, draft.replacement);
  if (replacement === null || replacement === text.text) return { invalid: 'replacement' };
  if (draft.reason === '') return { invalid: 'reason' };
  return { request: { memberId: text.memberId, field: text.field, text: text.text, replacement, reason: draft.reason } };
};


const inViewOf = (context: TextQueueContext): FlaggedText => {
  const text = textInView(context);
  if (text === null) throw new Error('a decision without a text in view');
  return text;
};

const pendingOf = (context: TextQueueContext): TextDecision => {
  if (context.pending === null) throw new Error('deciding without a decision');
  return context.pending;
};

const sameText = (a: Pick<FlaggedText, 'memberId' | 'field'>, b: Pick<FlaggedText, 'memberId' | 'field'>): boolean => a.memberId === b.memberId && a.field === b.field;

const withoutDecided = (context: TextQueueContext): Pick<TextQueueContext, 'texts' | 'total' | 'index'> => {
  const decided = pendingOf(context).request;
  const texts = context.texts.filter((text) => !sameText(text, decided));
  return { texts, total: Math.max(0, context.total - 1), index: clampIndex(context.index, texts.length) };
};

/**
 * The text queue of the staff console (issue 14), keyboard first: J and K move through the flagged names and
 * about texts, A approves the one in view, E opens the edit (the matched parts already taken out, a reason
 * suggested), ? lists the keys. A decided text leaves the list; a text the member changed meanwhile, or
 * another moderator decided, answers 409 and the queue is read again.
 */
export const textQueueMachine = setup({
  types: {
    context: {} as TextQueueContext,
    events: {} as TextQueueEvent,
    // Heard by the console, whose queue counts then read again.
    emitted: {} as { type: 'queue.changed' },
  },
  actors: {
    loadTexts: promiseNotProvided<TextQueue>('loadTexts'),
    decideText: promiseNotProvided<void, TextDecision>('decideText'),
  },
  actions: {
    next: assign({ index: ({ context }) => clampIndex(context.index + 1, context.texts.length) }),
    previous: assign({ index: ({ context }) => clampIndex(context.index - 1, context.texts.length) }),
    select: assign({
      index: ({ context, event }) => {
        assertEvent(event, 'queue.select');
        return clampIndex(event.index, context.texts.length);
      },
    }),
    approve: assign({
      pending: ({ context }): TextDecision => {
        const { memberId, field, text } = inViewOf(context);
        return { kind: 'approve', request: { memberId, field, text } };
      },
      note: null,
    }),
    startEdit: assign({ draft: ({ context }) => suggestedEdit(inViewOf(context)), invalid: null, note: null }),
    storeReplacement: assign({
      draft: ({ context, event }) => {
        assertEvent(event, 'edit.replacement');
        return context.draft === null ? null : { ...context.draft, replacement: event.value };
      },
      invalid: null,
    }),
    storeReason: assign({
      draft: ({ context, event }) => {
        assertEvent(event, 'edit.reason');
        return context.draft === null ? null : { ...context.draft, reason: event.reason };
      },
      invalid: null,
    }),
    sendEdit: assign({
      pending: ({ context }): TextDecision | null => {
        const checked = context.draft === null ? null : checkTextEdit(inViewOf(context), context.draft);
        return checked !== null && 'request' in checked ? { kind: 'edit', request: checked.request } : null;
      },
    }),
    showInvalid: assign({
      invalid: ({ context }) => {
        const checked = context.draft === null ? null : checkTextEdit(inViewOf(context), context.draft);
        return checked !== null && 'invalid' in checked ? checked.invalid : null;
      },
    }),
    toggleHelp: assign({ help: ({ context }) => !context.help }),
    closeHelp: assign({ help: false }),
  },
  guards: {
    hasText: ({ context }) => textInView(context) !== null,
    draftValid: ({ context }) => {
      const text = textInView(context);
      return text !== null && context.draft !== null && 'request' in checkTextEdit(text, context.draft);
    },
    pageEmpty: ({ context }) => context.texts.length === 0,
    editing: ({ context }) => context.pending?.kind === 'edit',
    conflict: (_, error: unknown) => answeredWith(error, 409),
  },
}).createMachine({
  id: 'textQueue',
  context: { texts: [], total: 0, index: 0, draft: null, invalid: null, pending: null, note: null, help: false },
  on: { 'help.toggle': { actions: 'toggleHelp' }, 'help.close': { actions: 'closeHelp' } },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadTexts',
        src: 'loadTexts',
        onDone: { target: 'browsing', actions: assign({ texts: ({ event }) => event.output.texts, total: ({ event }) => event.output.total, index: 0 }) },
        onError: 'failed',
      },
    },
    failed: {
      on: { 'queue.reload': 'loading' },
    },
    browsing: {
      on: {
        'queue.next': { actions: 'next' },
        'queue.previous': { actions: 'previous' },
        'queue.select': { actions: 'select' },
        'queue.approve': { guard: 'hasText', target: 'deciding', actions: 'approve' },
        'queue.edit': { guard: 'hasText', target: 'editing', actions: 'startEdit' },
        'queue.reload': 'loading',
      },
    },
    editing: {
      on: {
        'edit.replacement': { actions: 'storeReplacement' },
        'edit.reason': { actions: 'storeReason' },
        'edit.submit': [{ guard: 'draftValid', target: 'deciding', actions: 'sendEdit' }, { actions: 'showInvalid' }],
        'edit.cancel': { target: 'browsing', actions: assign({ draft: null, invalid: null }) },
      },
    },
    deciding: {
      invoke: {
        id: 'decideText',
        src: 'decideText',
        input: ({ context }) => pendingOf(context),
        onDone: {
          target: 'decided',
          actions: assign(({ context }) => {
            const { kind, request } = pendingOf(context);
            const memberName = context.texts.find((text) => sameText(text, request))?.memberName ?? '';
            return { ...withoutDecided(context), pending: null, draft: null, note: { kind: kind === 'approve' ? 'approved' : 'edited', memberName } };
          }),
        },
        onError: [
          // The text changed or was decided: the page is read again (a changed text may wait anew).
          {
            guard: { type: 'conflict', params: actorError },
            target: 'loading',
            actions: assign({ pending: null, draft: null, note: { kind: 'conflict' } }),
          },
          // Not saved: an edit stays open as written, to be sent again.
          { guard: 'editing', target: 'editing', actions: assign({ pending: null, note: { kind: 'failed' } }) },
          { target: 'browsing', actions: assign({ pending: null, note: { kind: 'failed' } }) },
        ],
      },
    },
    decided: {
      entry: emit({ type: 'queue.changed' as const }),
      always: [{ guard: 'pageEmpty', target: 'loading' }, { target: 'browsing' }],
    },
  },
});
