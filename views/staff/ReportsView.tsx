import { css } from '@linaria/core';
import { useSelector } from '@xstate/react';
import { useEffect, type SubmitEvent } from 'react';
import { useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import { reportDecisions, type ReportCase } from '../../io/entities/moderation';
import { bannedFeature, reportQueueFeature } from '../../machines/staff/feature';
import type { reportQueueMachine, ReportQueueNote } from '../../machines/staff/report-queue.machine';
import { rejectionReasons } from '../../machines/staff/queue-keys';
import {
  selectCaseInView, selectCasePosition, selectDecidingReports, selectDraft, selectDraftInvalid, selectReportsNote, selectReportsPhase,
} from '../../machines/staff/selectors';
import { useFeatureActor } from '../app-actor';
import { classed } from '../shell/classed';
import { SecondaryButton } from '../shell/dialog-parts';
import { Card, ErrorText, Heading, Page, PrimaryButton, Spinner } from '../shell/ui';
import { LoadFailed } from './LoadFailed';
import { colors, labelledFields, media } from '../theme';
import { BannedList } from './BannedList';
import { reasonLabels } from './messages';
import { decisionNames, profileStatusNames, reportMessages as messages, reportReasonNames } from './report-messages';
import { useQueueKeys } from './use-queue-keys';

type ReportsActor = ActorRefFrom<typeof reportQueueMachine>;

const Columns = classed('div', css`
  display: grid;
  gap: 1rem;
  ${media.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: start;
  }
  & h2,
  & h3 {
    margin: 0.75rem 0 0.25rem;
  }
  & ul {
    margin: 0;
    padding-left: 1.2rem;
  }
`);

const Photos = classed('ul', css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(6rem, 1fr));
  gap: 0.4rem;
  padding: 0 !important;
  list-style: none;
  & img {
    display: block;
    width: 100%;
    aspect-ratio: 3 / 4;
    object-fit: cover;
  }
`);

const Conversation = classed('ol', css`
  display: grid;
  gap: 0.3rem;
  padding: 0 !important;
  list-style: none;
  & li {
    padding: 0.3rem 0.5rem;
    border-left: 3px solid ${colors.border};
  }
  & li[data-by='reported'] {
    border-left-color: ${colors.secondary};
  }
`);

const DecisionForm = classed('form', css`
  display: grid;
  gap: 0.75rem;
  ${labelledFields}
  & fieldset {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    border: 0;
    padding: 0;
    margin: 0;
  }
  & textarea,
  & select {
    min-height: 44px;
  }
`);

const isStatus = (status: string): status is keyof typeof profileStatusNames => status in profileStatusNames;

const useNoteText = (note: ReportQueueNote | null): string => {
  const intl = useIntl();
  if (note === null) return '';
  if (note.kind === 'decided') return intl.formatMessage(messages.decided, { name: note.memberName, decision: intl.formatMessage(decisionNames[note.decision]) });
  return intl.formatMessage(note.kind === 'conflict' ? messages.conflict : messages.decisionFailed);
};

/** One reported member: profile and photos, the open reports, earlier decisions, and the named conversation. */
const CaseDetails = ({ reportCase }: { reportCase: ReportCase }) => {
  const intl = useIntl();
  const text = intl.formatMessage;
  const { member } = reportCase;
  return (
    <Columns>
      <section aria-labelledby="report-member">
        <h2 id="report-member">{text(messages.member, { name: member.name, id: member.id })}</h2>
        <p>
          {text(messages.site, { site: member.site })} · {text(messages.status, { status: isStatus(member.profileStatus) ? text(profileStatusNames[member.profileStatus]) : member.profileStatus })}
        </p>
        <h3>{text(messages.about)}</h3>
        <p>{member.about === '' ? text(messages.none) : member.about}</p>
        <h3>{text(messages.photos)}</h3>
        {member.photos.length === 0 ? <p>{text(messages.none)}</p> : (
          <Photos>
            {member.photos.map((photo, index) => (
              <li key={photo.id}>
                <img src={photo.url} alt={text(messages.photo, { index: index + 1 })} loading="lazy" />
              </li>
            ))}
          </Photos>
        )}
      </section>
      <section aria-labelledby="report-open">
        <h3 id="report-open">{text(messages.open)}</h3>
        <ul>
          {reportCase.open.map((report) => (
            <li key={report.id}>
              <strong>{text(reportReasonNames[report.reason])}</strong> — {text(messages.reportedBy, { name: report.reporterName, at: new Date(report.reportedAt) })}
              {report.note === null ? null : <blockquote aria-label={text(messages.note)}>{report.note}</blockquote>}
            </li>
          ))}
        </ul>
        <h3>{text(messages.earlier)}</h3>
        {reportCase.earlier.length === 0 ? <p>{text(messages.none)}</p> : (
          <ul>
            {reportCase.earlier.map((earlier) => (
              <li key={earlier.id}>
                {text(reportReasonNames[earlier.reason])}: {text(messages.earlierLine, { at: new Date(earlier.resolvedAt), decision: text(decisionNames[earlier.decision]) })}
              </li>
            ))}
          </ul>
        )}
        {reportCase.messages.length === 0 ? null : (
          <>
            <h3>{text(messages.conversation)}</h3>
            <Conversation>
              {reportCase.messages.map((line, index) => (
                <li key={`${line.sentAt}-${String(index)}`} data-by={line.byReported ? 'reported' : 'reporter'}>
                  <strong>{line.byReported ? text(messages.byReported, { name: member.name }) : text(messages.byReporter)}:</strong>{' '}
                  {line.text === '' ? text(messages.attachment) : line.text}
                </li>
              ))}
            </Conversation>
          </>
        )}
      </section>
    </Columns>
  );
};

/** The decision: its kind, its reason, and for a photo's removal which photo and the reason its owner reads. */
const Decision = ({ actor, reportCase }: { actor: ReportsActor; reportCase: ReportCase }) => {
  const intl = useIntl();
  const text = intl.formatMessage;
  const draft = useSelector(actor, selectDraft);
  const invalid = useSelector(actor, selectDraftInvalid);
  const busy = useSelector(actor, selectDecidingReports);
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: 'reports.submit' });
  };
  const field = (name: 'reason' | 'photoId' | 'photoReason') => (change: { target: { value: string } }) => actor.send({ type: 'reports.field', field: name, value: change.target.value });
  return (
    <DecisionForm onSubmit={onSubmit} noValidate aria-label={text(messages.decide)}>
      <fieldset aria-label={text(messages.list)}>
        {reportDecisions.map((decision) => (
          <SecondaryButton key={decision} type="button" aria-pressed={draft?.decision === decision} onClick={() => actor.send({ type: 'reports.decide', decision })} disabled={busy}>
            {text(decisionNames[decision])}
          </SecondaryButton>
        ))}
      </fieldset>
      {draft === null ? null : (
        <>
          {draft.decision === 'remove_photo' ? (
            <>
              <label>
                {text(messages.photo_choice)}
                <select value={draft.photoId} onChange={field('photoId')} aria-invalid={invalid === 'photoId'}>
                  {reportCase.member.photos.map((photo, index) => (
                    <option key={photo.id} value={photo.id}>{text(messages.photo, { index: index + 1 })}</option>
                  ))}
                </select>
              </label>
              <label>
                {text(messages.photoReason)}
                <select value={draft.photoReason} onChange={field('photoReason')} aria-invalid={invalid === 'photoReason'}>
                  <option value="">—</option>
                  {rejectionReasons.map((reason) => (
                    <option key={reason} value={reason}>{text(reasonLabels[reason])}</option>
                  ))}
                </select>
              </label>
              {invalid === 'photoId' || invalid === 'photoReason' ? <ErrorText role="alert">{text(messages.photoRequired)}</ErrorText> : null}
            </>
          ) : null}
          <div>
            <label>
              {text(messages.reason)}
              <textarea value={draft.reason} onChange={field('reason')} maxLength={500} rows={3} aria-invalid={invalid === 'reason'}
                aria-describedby={invalid === 'reason' ? 'decision-reason-error' : 'decision-reason-hint'} />
            </label>
            <small id="decision-reason-hint">{text(messages.reasonHint)}</small>
            {invalid === 'reason' ? <ErrorText id="decision-reason-error" role="alert">{text(messages.reasonRequired)}</ErrorText> : null}
          </div>
          <div>
            <PrimaryButton type="submit" disabled={busy} aria-busy={busy}>{text(busy ? messages.busy : messages.send)}</PrimaryButton>{' '}
            <SecondaryButton type="button" onClick={() => actor.send({ type: 'reports.cancel' })} disabled={busy}>{text(messages.cancel)}</SecondaryButton>
          </div>
        </>
      )}
    </DecisionForm>
  );
};

/** /staff/reports: the reported members of the moderator's sites, one in view, and the banned members below. */
export const ReportsView = ({ onChanged }: { onChanged: () => void }) => {
  const intl = useIntl();
  const text = intl.formatMessage;
  const actor = useFeatureActor(reportQueueFeature);
  const banned = useFeatureActor(bannedFeature);
  const phase = useSelector(actor, selectReportsPhase);
  const reportCase = useSelector(actor, selectCaseInView);
  const position = useSelector(actor, selectCasePosition);
  const note = useNoteText(useSelector(actor, selectReportsNote));
  useEffect(() => {
    const subscription = actor.on('queue.changed', () => {
      onChanged();
      banned.send({ type: 'banned.reload' });
    });
    return () => subscription.unsubscribe();
  }, [actor, banned, onChanged]);
  useQueueKeys((key) => {
    if (key === 'j') actor.send({ type: 'reports.next' });
    else if (key === 'k') actor.send({ type: 'reports.previous' });
    else return false;
    return true;
  });
  const body = () => {
    if (phase === 'loading') return <Spinner role="progressbar" aria-label={text(messages.loading)} />;
    if (phase === 'failed') {
      return <LoadFailed message={text(messages.failed)} retry={text(messages.reload)} onRetry={() => actor.send({ type: 'reports.reload' })} />;
    }
    if (reportCase === null) return <p>{text(messages.empty)}</p>;
    return (
      <>
        <p>
          {text(messages.position, { index: position.index + 1, count: position.count, total: position.total })}{' '}
          <SecondaryButton type="button" onClick={() => actor.send({ type: 'reports.previous' })} aria-keyshortcuts="K">{text(messages.previous)}</SecondaryButton>{' '}
          <SecondaryButton type="button" onClick={() => actor.send({ type: 'reports.next' })} aria-keyshortcuts="J">{text(messages.next)}</SecondaryButton>
        </p>
        <CaseDetails reportCase={reportCase} />
        <Decision actor={actor} reportCase={reportCase} />
      </>
    );
  };
  return (
    <Page>
      <Card>
        <Heading>{text(messages.title)}</Heading>
        <p role="status" aria-live="polite">{note}</p>
        {body()}
      </Card>
      <BannedList actor={banned} />
    </Page>
  );
};
