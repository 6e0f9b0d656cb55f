import { css } from '@linaria/core';
import { useSelector } from '@xstate/react';
import { Fragment, useEffect, type SubmitEvent } from 'react';
import { useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import { textEditReasons, type FlaggedText, type TextRule } from '../../io/entities/text-moderation';
import { textQueueFeature } from '../../machines/staff/feature';
import { textQueueKeyEvent } from '../../machines/staff/queue-keys';
import {
  selectDecidingText, selectTextDraft, selectTextDraftInvalid, selectTextInView, selectTextPosition, selectTexts, selectTextsHelpOpen, selectTextsNote,
  selectTextsPhase,
} from '../../machines/staff/selectors';
import type { TextQueueNote, textQueueMachine } from '../../machines/staff/text-queue.machine';
import { useFeatureActor } from '../app-actor';
import { classed } from '../shell/classed';
import { DialogButtons, SecondaryButton } from '../shell/dialog-parts';
import { Modal } from '../shell/Modal';
import { Card, ErrorText, Heading, Page, PrimaryButton, Spinner } from '../shell/ui';
import { colors, labelledFields, media } from '../theme';
import { KeyList, textQueueKeyList } from './KeyList';
import { LoadFailed } from './LoadFailed';
import { editReasonLabels, ruleNames, textOfMessages, textQueueMessages as messages } from './text-messages';
import { useQueueKeys } from './use-queue-keys';

type TextsActor = ActorRefFrom<typeof textQueueMachine>;

const Layout = classed('div', css`
  display: grid;
  gap: 1rem;
  ${media.lg} {
    grid-template-columns: minmax(0, 1fr) 16rem;
    align-items: start;
  }
  & h2 {
    margin: 0.5rem 0 0.25rem;
    font-size: 1.2rem;
  }
  & h3 {
    margin: 0.75rem 0 0.25rem;
    font-size: 1rem;
  }
`);

/** The flagged text as written (its lines kept), each matched part marked with the rule's name in words. */
const Flagged = classed('blockquote', css`
  margin: 0.5rem 0;
  padding: 0.75rem 1rem;
  border-left: 4px solid ${colors.border};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  & mark {
    padding: 0 0.2rem;
    border-bottom: 2px solid currentColor;
    background: ${colors.secondary};
    color: ${colors.onSecondary};
  }
  & mark .rule {
    font-size: 0.8em;
    font-weight: 600;
  }
`);

const Actions = classed('div', css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0.75rem 0;
`);

const Entries = classed('ol', css`
  display: grid;
  gap: 0.3rem;
  margin: 0;
  padding: 0;
  list-style: none;
  & button {
    width: 100%;
    min-height: 44px;
    padding: 0.3rem 0.6rem;
    border: 2px solid ${colors.border};
    border-radius: 8px;
    background: none;
    color: inherit;
    font: inherit;
    text-align: start;
    cursor: pointer;
  }
  & button[aria-current='true'] {
    border-color: ${colors.primaryStrong};
  }
`);

const EditForm = classed('form', css`
  display: grid;
  gap: 0.75rem;
  ${labelledFields}
  & textarea {
    min-height: 8rem;
    font: inherit;
  }
  & fieldset {
    display: grid;
    gap: 0.3rem;
    margin: 0;
    padding: 0;
    border: 0;
  }
  & fieldset label {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    min-height: 44px;
    font-weight: 400;
  }
  & legend {
    font-weight: 600;
  }
`);

/** The text cut at its matches: plain stretches and matched parts, in order. */
const segmentsOf = (text: FlaggedText): ReadonlyArray<{ readonly part: string; readonly rule: TextRule | null }> => {
  const segments: Array<{ part: string; rule: TextRule | null }> = [];
  let from = 0;
  for (const match of text.matches) {
    if (match.start > from) segments.push({ part: text.text.slice(from, match.start), rule: null });
    segments.push({ part: match.part, rule: match.rule });
    from = match.end;
  }
  if (from < text.text.length) segments.push({ part: text.text.slice(from), rule: null });
  return segments;
};

const useNoteText = (note: TextQueueNote | null): string => {
  const intl = useIntl();
  if (note === null) return '';
  switch (note.kind) {
    case 'approved':
      return intl.formatMessage(messages.approved, { name: note.memberName });
    case 'edited':
      return intl.formatMessage(messages.edited, { name: note.memberName });
    case 'conflict':
      return intl.formatMessage(messages.conflict);
    case 'failed':
      return intl.formatMessage(messages.decisionFailed);
  }
};

/** The text in view: whose, which field, what matched, and the text with the matched parts marked. */
const TextDetails = ({ text }: { text: FlaggedText }) => {
  const intl = useIntl();
  const say = intl.formatMessage;
  const rules = intl.formatList(text.flags.map((rule) => say(ruleNames[rule])), { type: 'conjunction' });
  return (
    <section aria-labelledby="text-in-view">
      <h2 id="text-in-view">{say(textOfMessages[text.field], { name: text.memberName, id: text.memberId })}</h2>
      <p>
        {say(messages.flagged, { at: new Date(text.flaggedAt) })} · {say(messages.site, { site: text.site })}
      </p>
      <p>
        <strong>{say(messages.found, { rules })}</strong>
      </p>
      <Flagged aria-label={say(messages.text)}>
        {segmentsOf(text).map((segment, index) =>
          segment.rule === null ? (
            <Fragment key={String(index)}>{segment.part}</Fragment>
          ) : (
            <mark key={`${String(index)}-${segment.rule}`}>
              <span className="rule">[{say(ruleNames[segment.rule])}]</span> {segment.part}
            </mark>
          ),
        )}
      </Flagged>
      <h3>{say(messages.parts)}</h3>
      <ul>
        {text.matches.map((match) => (
          <li key={`${String(match.start)}-${match.rule}`}>{say(messages.part, { rule: say(ruleNames[match.rule]), part: match.part })}</li>
        ))}
      </ul>
    </section>
  );
};

/** The edit: the new text (the matched parts already taken out) and the reason the member is mailed. */
const EditDialog = ({ actor, text }: { actor: TextsActor; text: FlaggedText | null }) => {
  const intl = useIntl();
  const say = intl.formatMessage;
  const draft = useSelector(actor, selectTextDraft);
  const invalid = useSelector(actor, selectTextDraftInvalid);
  const busy = useSelector(actor, selectDecidingText);
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: 'edit.submit' });
  };
  const onReplacement = (change: { target: { value: string } }) => actor.send({ type: 'edit.replacement', value: change.target.value });
  const replacementError = text?.field === 'name' ? messages.nameInvalid : messages.aboutInvalid;
  return (
    <Modal open={draft !== null} onDismiss={() => actor.send({ type: 'edit.cancel' })} labelledBy="text-edit-title" size="lg">
      <h2 id="text-edit-title">{say(messages.editTitle)}</h2>
      {draft === null || text === null ? null : (
        <EditForm onSubmit={onSubmit} noValidate>
          <p id="text-edit-intro">{say(messages.editIntro)}</p>
          <div>
            <strong>{say(messages.original)}</strong>
            <Flagged>{text.text}</Flagged>
          </div>
          <div>
            <label>
              {say(messages.replacement)}
              {text.field === 'name' ? (
                <input value={draft.replacement} onChange={onReplacement} maxLength={40} aria-invalid={invalid === 'replacement'}
                  aria-describedby={invalid === 'replacement' ? 'text-edit-error' : 'text-edit-intro'} />
              ) : (
                <textarea value={draft.replacement} onChange={onReplacement} maxLength={2000} rows={6} aria-invalid={invalid === 'replacement'}
                  aria-describedby={invalid === 'replacement' ? 'text-edit-error' : 'text-edit-intro'} />
              )}
            </label>
            {invalid === 'replacement' ? <ErrorText id="text-edit-error" role="alert">{say(replacementError)}</ErrorText> : null}
          </div>
          <fieldset aria-describedby={invalid === 'reason' ? 'text-reason-error' : undefined}>
            <legend>{say(messages.reason)}</legend>
            {textEditReasons.map((reason) => (
              <label key={reason}>
                <input type="radio" name="text-edit-reason" value={reason} checked={draft.reason === reason}
                  onChange={() => actor.send({ type: 'edit.reason', reason })} />
                {say(editReasonLabels[reason])}
              </label>
            ))}
            {invalid === 'reason' ? <ErrorText id="text-reason-error" role="alert">{say(messages.reasonRequired)}</ErrorText> : null}
          </fieldset>
          <DialogButtons>
            <SecondaryButton type="button" onClick={() => actor.send({ type: 'edit.cancel' })} disabled={busy}>
              {say(messages.cancel)}
            </SecondaryButton>
            <PrimaryButton type="submit" disabled={busy} aria-busy={busy}>
              {say(busy ? messages.busy : messages.save)}
            </PrimaryButton>
          </DialogButtons>
        </EditForm>
      )}
    </Modal>
  );
};

/** /staff/texts: the flagged names and about texts of the moderator's sites, one in view, decided by key or button. */
export const TextQueueView = ({ onChanged }: { onChanged: () => void }) => {
  const intl = useIntl();
  const say = intl.formatMessage;
  const actor = useFeatureActor(textQueueFeature);
  const phase = useSelector(actor, selectTextsPhase);
  const text = useSelector(actor, selectTextInView);
  const texts = useSelector(actor, selectTexts);
  const position = useSelector(actor, selectTextPosition);
  const deciding = useSelector(actor, selectDecidingText);
  const helpOpen = useSelector(actor, selectTextsHelpOpen);
  const note = useNoteText(useSelector(actor, selectTextsNote));

  useEffect(() => {
    const subscription = actor.on('queue.changed', onChanged);
    return () => subscription.unsubscribe();
  }, [actor, onChanged]);
  useQueueKeys((key) => {
    const event = textQueueKeyEvent(key, actor.getSnapshot().matches('editing'));
    if (event !== null) actor.send(event);
    return event !== null;
  });

  const body = () => {
    if (phase === 'loading') return <Spinner role="progressbar" aria-label={say(messages.loading)} />;
    if (phase === 'failed') return <LoadFailed message={say(messages.failed)} retry={say(messages.reload)} onRetry={() => actor.send({ type: 'queue.reload' })} />;
    if (text === null) return <p>{say(messages.empty)}</p>;
    return (
      <Layout>
        <div>
          <p>{say(messages.position, { index: position.index + 1, count: position.count, total: position.total })}</p>
          <TextDetails text={text} />
          <Actions>
            <PrimaryButton type="button" onClick={() => actor.send({ type: 'queue.approve' })} disabled={deciding} aria-keyshortcuts="A">
              {say(messages.approve)}
            </PrimaryButton>
            <SecondaryButton type="button" onClick={() => actor.send({ type: 'queue.edit' })} disabled={deciding} aria-keyshortcuts="E">
              {say(messages.edit)}
            </SecondaryButton>
            <SecondaryButton type="button" onClick={() => actor.send({ type: 'queue.previous' })} aria-keyshortcuts="K">
              {say(messages.previous)}
            </SecondaryButton>
            <SecondaryButton type="button" onClick={() => actor.send({ type: 'queue.next' })} aria-keyshortcuts="J">
              {say(messages.next)}
            </SecondaryButton>
            <SecondaryButton type="button" onClick={() => actor.send({ type: 'help.toggle' })} aria-keyshortcuts="?">
              {say(messages.keys)}
            </SecondaryButton>
          </Actions>
        </div>
        <nav aria-label={say(messages.list)}>
          <Entries>
            {texts.map((entry, index) => (
              <li key={`${String(entry.memberId)}-${entry.field}`}>
                <button type="button" aria-current={index === position.index} onClick={() => actor.send({ type: 'queue.select', index })}>
                  {say(textOfMessages[entry.field], { name: entry.memberName, id: entry.memberId })}
                </button>
              </li>
            ))}
          </Entries>
        </nav>
      </Layout>
    );
  };
  return (
    <Page>
      <Card>
        <Heading>{say(messages.title)}</Heading>
        <p role="status" aria-live="polite">
          {deciding ? say(messages.busy) : note}
        </p>
        {body()}
      </Card>
      <EditDialog actor={actor} text={text} />
      <KeyList open={helpOpen} onClose={() => actor.send({ type: 'help.close' })} keys={textQueueKeyList} />
    </Page>
  );
};
