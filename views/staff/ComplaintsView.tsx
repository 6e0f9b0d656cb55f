import { css } from '@linaria/core';
import { useSelector } from '@xstate/react';
import { useEffect, type SubmitEvent } from 'react';
import { useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { ComplaintShow, StaffComplaint } from '../../io/entities/complaint';
import type { complaintQueueMachine } from '../../machines/staff/complaint-queue.machine';
import { complaintQueueFeature } from '../../machines/staff/feature';
import {
  selectAnswerDraft, selectAnswerStep, selectComplaintIndex, selectComplaints, selectComplaintsPhase, selectComplaintsShow,
  selectComplaintsTotal, selectOpenComplaint,
} from '../../machines/staff/selectors';
import { useFeatureActor } from '../app-actor';
import { classed } from '../shell/classed';
import { SecondaryButton } from '../shell/dialog-parts';
import { Card, ErrorText, Heading, Page, PrimaryButton, Spinner } from '../shell/ui';
import { colors, labelledFields } from '../theme';
import { complaintMessages as messages } from './complaint-messages';
import { LoadFailed } from './LoadFailed';
import { useQueueKeys } from './use-queue-keys';
import { useLanguageName } from './language-name';

type ComplaintsActor = ActorRefFrom<typeof complaintQueueMachine>;

const List = classed('ol', css`
  display: grid;
  gap: 0.4rem;
  margin: 0;
  padding: 0;
  list-style: none;
  & li {
    padding: 0.3rem 0.5rem;
    border-left: 4px solid transparent;
  }
  & li[aria-current='true'] {
    border-left-color: ${colors.secondary};
  }
  & small {
    display: block;
  }
`);

const Choice = classed('fieldset', css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1rem;
  margin: 0 0 1rem;
  padding: 0;
  border: 0;
  & label {
    display: inline-flex;
    align-items: center;
    gap: 0.4rem;
    min-height: 44px;
  }
`);

const Written = classed('p', css`
  white-space: pre-wrap;
`);

const AnswerForm = classed('form', css`
  display: grid;
  gap: 0.75rem;
  ${labelledFields}
  & textarea {
    min-height: 10rem;
    font: inherit;
  }
`);

/** The open queue or the answered complaints, one of them chosen by J/K or by its button. */
const ComplaintList = ({ actor }: { actor: ComplaintsActor }) => {
  const intl = useIntl();
  const text = intl.formatMessage;
  const languageName = useLanguageName();
  const complaints = useSelector(actor, selectComplaints);
  const total = useSelector(actor, selectComplaintsTotal);
  const show = useSelector(actor, selectComplaintsShow);
  const index = useSelector(actor, selectComplaintIndex);
  if (complaints.length === 0) return <p>{text(show === 'open' ? messages.emptyOpen : messages.emptyAnswered)}</p>;
  return (
    <>
      <p>{text(show === 'open' ? messages.countOpen : messages.countAnswered, { count: total })}</p>
      <p id="complaints-keys">{text(messages.keys)}</p>
      <List aria-label={text(messages.list)} aria-describedby="complaints-keys">
        {complaints.map((complaint, position) => (
          <li key={complaint.number} aria-current={position === index ? 'true' : undefined}>
            <SecondaryButton type="button" onClick={() => actor.send({ type: 'complaints.open', number: complaint.number })} aria-keyshortcuts={position === index ? 'O' : undefined}>
              {text(messages.item, { reference: complaint.reference, subject: complaint.subject })}
            </SecondaryButton>
            <small>{text(messages.itemFacts, { name: complaint.name, at: new Date(complaint.submittedAt), language: languageName(complaint.language) })}</small>
          </li>
        ))}
      </List>
    </>
  );
};

const Facts = ({ complaint }: { complaint: StaffComplaint }) => {
  const intl = useIntl();
  const text = intl.formatMessage;
  const languageName = useLanguageName();
  const rows: Array<[string, string]> = [
    [text(messages.from), complaint.name],
    [text(messages.email), complaint.email === '' ? text(messages.noAddress) : complaint.email],
    [text(messages.member), complaint.memberId === null ? text(messages.visitor) : String(complaint.memberId)],
    [text(messages.site), complaint.site],
    [text(messages.language), languageName(complaint.language)],
    [text(messages.received), intl.formatDate(complaint.submittedAt, { dateStyle: 'medium', timeStyle: 'short' })],
  ];
  return (
    <dl>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
};

/** The answer being written, sent, or refused; the answer given for an answered complaint. */
const Answer = ({ actor, complaint }: { actor: ComplaintsActor; complaint: StaffComplaint }) => {
  const intl = useIntl();
  const text = intl.formatMessage;
  const languageName = useLanguageName();
  const step = useSelector(actor, selectAnswerStep);
  const draft = useSelector(actor, selectAnswerDraft);
  const back = <SecondaryButton type="button" onClick={() => actor.send({ type: 'complaints.back' })} aria-keyshortcuts="Escape">{text(messages.back)}</SecondaryButton>;
  if (step === 'reading' && complaint.answer !== null) {
    return (
      <section aria-labelledby="complaint-answer">
        <h3 id="complaint-answer">{text(messages.answer)}</h3>
        <Written>{complaint.answer.text}</Written>
        <p>{text(messages.answeredBy, { name: complaint.answer.staffName, at: new Date(complaint.answer.answeredAt) })}</p>
        {back}
      </section>
    );
  }
  if (step === 'sent' || step === 'refused') {
    return (
      <>
        {step === 'sent' ? <p role="status">{text(messages.sent, { email: complaint.email })}</p> : <ErrorText role="alert">{text(messages.refused)}</ErrorText>}
        {back}
      </>
    );
  }
  const sending = step === 'sending';
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: 'complaints.send' });
  };
  return (
    <AnswerForm onSubmit={onSubmit} noValidate aria-labelledby="complaint-answer">
      <h3 id="complaint-answer">{text(messages.answer)}</h3>
      <div>
        <label>
          {text(messages.answerLabel, { language: languageName(complaint.language), email: complaint.email })}
          <textarea value={draft} maxLength={5000} rows={8} onChange={(change) => actor.send({ type: 'complaints.draft', value: change.target.value })}
            aria-invalid={step === 'invalid'} aria-describedby={step === 'invalid' ? 'complaint-answer-error' : 'complaint-answer-hint'} readOnly={sending} />
        </label>
        <small id="complaint-answer-hint">{text(messages.answerHint)}</small>
        {step === 'invalid' ? <ErrorText id="complaint-answer-error" role="alert">{text(messages.answerRequired)}</ErrorText> : null}
        {step === 'failed' ? <ErrorText role="alert">{text(messages.sendFailed)}</ErrorText> : null}
      </div>
      <div>
        <PrimaryButton type="submit" disabled={sending} aria-busy={sending}>{text(sending ? messages.sending : messages.send)}</PrimaryButton>{' '}
        {sending ? null : back}
      </div>
    </AnswerForm>
  );
};

/** One complaint: who wrote, in which language, what they wrote, and its answer. */
const ComplaintDetails = ({ actor, complaint }: { actor: ComplaintsActor; complaint: StaffComplaint }) => {
  const intl = useIntl();
  return (
    <article aria-labelledby="complaint-title">
      <h2 id="complaint-title">{intl.formatMessage(messages.item, { reference: complaint.reference, subject: complaint.subject })}</h2>
      <Facts complaint={complaint} />
      <h3>{intl.formatMessage(messages.message)}</h3>
      <Written>{complaint.message}</Written>
      <Answer actor={actor} complaint={complaint} />
    </article>
  );
};

const shows: ReadonlyArray<ComplaintShow> = ['open', 'answered'];

/** /staff/complaints: the complaints from /complaints, oldest open one first, each answered by mail from here. */
export const ComplaintsView = ({ onChanged }: { onChanged: () => void }) => {
  const intl = useIntl();
  const text = intl.formatMessage;
  const actor = useFeatureActor(complaintQueueFeature);
  const phase = useSelector(actor, selectComplaintsPhase);
  const show = useSelector(actor, selectComplaintsShow);
  const complaint = useSelector(actor, selectOpenComplaint);
  useEffect(() => {
    const subscription = actor.on('complaints.changed', onChanged);
    return () => subscription.unsubscribe();
  }, [actor, onChanged]);
  useQueueKeys((key) => {
    if (phase === 'opened') {
      if (key !== 'Escape') return false;
      actor.send({ type: 'complaints.back' });
      return true;
    }
    if (key === 'j') actor.send({ type: 'complaints.next' });
    else if (key === 'k') actor.send({ type: 'complaints.previous' });
    else if (key === 'o') actor.send({ type: 'complaints.openChosen' });
    else return false;
    return true;
  });
  const body = () => {
    if (phase === 'loading') return <Spinner role="progressbar" aria-label={text(messages.loading)} />;
    if (phase === 'failed') return <LoadFailed message={text(messages.failed)} retry={text(messages.reload)} onRetry={() => actor.send({ type: 'complaints.reload' })} />;
    if (phase === 'opened' && complaint !== null) return <ComplaintDetails actor={actor} complaint={complaint} />;
    return <ComplaintList actor={actor} />;
  };
  return (
    <Page>
      <Card>
        <Heading>{text(messages.title)}</Heading>
        {phase === 'opened' ? null : (
          <Choice>
            <legend>{text(messages.show)}</legend>
            {shows.map((option) => (
              <label key={option}>
                <input type="radio" name="complaints-show" value={option} checked={show === option} onChange={() => actor.send({ type: 'complaints.show', show: option })} />
                {text(option === 'open' ? messages.showOpen : messages.showAnswered)}
              </label>
            ))}
          </Choice>
        )}
        {body()}
      </Card>
    </Page>
  );
};
