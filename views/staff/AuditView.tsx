import { css } from '@linaria/core';
import { useSelector } from '@xstate/react';
import type { SubmitEvent } from 'react';
import { useIntl } from 'react-intl';
import type { AuditEntry } from '../../io/entities/staff';
import { PhotoRejectionReason } from '../../io/entities/photo';
import { TextEditReason } from '../../io/entities/text-moderation';
import { auditFeature } from '../../machines/staff/feature';
import { auditedActions, type AuditFilterField } from '../../machines/staff/audit.machine';
import { selectAuditEntries, selectAuditInvalid, selectAuditPhase, selectAuditStaff, selectAuditValues } from '../../machines/staff/selectors';
import { useFeatureActor } from '../app-actor';
import { classed } from '../shell/classed';
import { Card, ErrorText, Heading, Page, PrimaryButton, Spinner } from '../shell/ui';
import { LoadFailed } from './LoadFailed';
import { labelledFields, media } from '../theme';
import { actionNames, auditMessages as messages, reasonLabels } from './messages';
import { Scroll, Table } from './table';
import { editReasonLabels } from './text-messages';

const Filters = classed('form', css`
  display: grid;
  gap: 0.75rem;
  margin-bottom: 1rem;
  ${labelledFields}
  ${media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    align-items: end;
  }
  & select {
    min-height: 44px;
  }
`);



const isAuditedAction = (action: string): action is (typeof auditedActions)[number] => (auditedActions as ReadonlyArray<string>).includes(action);

const useEntryTexts = () => {
  const intl = useIntl();
  return {
    action: (entry: AuditEntry) => (isAuditedAction(entry.action) ? intl.formatMessage(actionNames[entry.action]) : entry.action),
    reason: (entry: AuditEntry) => {
      if (entry.reason === null) return '';
      // A text edit's reasons share a name with a photo's (contact_details): the action says which list it is from.
      if (entry.action === 'TextEdited') return TextEditReason.is(entry.reason) ? intl.formatMessage(editReasonLabels[entry.reason]) : entry.reason;
      return PhotoRejectionReason.is(entry.reason) ? intl.formatMessage(reasonLabels[entry.reason]) : entry.reason;
    },
    who: (entry: AuditEntry) => (entry.staffName === '' ? intl.formatMessage(messages.staffId, { id: entry.staffId }) : entry.staffName),
  };
};

const invalidText = { member: messages.memberInvalid, to: messages.rangeInvalid } as const;
const invalidMessage = (field: AuditFilterField) => (field === 'to' || field === 'from' ? invalidText.to : invalidText.member);

/** /staff/audit: every staff action, newest first, filtered by who, whom, what and when. */
export const AuditView = () => {
  const intl = useIntl();
  const text = intl.formatMessage;
  const actor = useFeatureActor(auditFeature);
  const phase = useSelector(actor, selectAuditPhase);
  const values = useSelector(actor, selectAuditValues);
  const entries = useSelector(actor, selectAuditEntries);
  const staff = useSelector(actor, selectAuditStaff);
  const invalid = useSelector(actor, selectAuditInvalid);
  const texts = useEntryTexts();
  const change = (field: AuditFilterField) => (event: { target: { value: string } }) => actor.send({ type: 'audit.field', field, value: event.target.value });
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: 'audit.apply' });
  };
  const errorOf = (field: AuditFilterField) =>
    invalid === field ? (
      <ErrorText id={`audit-${field}-error`} role="alert">
        {text(invalidMessage(field))}
      </ErrorText>
    ) : null;
  const described = (field: AuditFilterField) => (invalid === field ? { 'aria-invalid': true, 'aria-describedby': `audit-${field}-error` } : {});
  return (
    <Page>
      <Card>
        <Heading>{text(messages.title)}</Heading>
        <Filters onSubmit={onSubmit} noValidate aria-label={text(messages.filters)}>
          <label>
            {text(messages.staff)}
            <select value={values.staff} onChange={change('staff')}>
              <option value="">{text(messages.anyStaff)}</option>
              {staff.map((member) => (
                <option key={member.id} value={String(member.id)}>
                  {member.name}
                </option>
              ))}
            </select>
          </label>
          <div>
            <label>
              {text(messages.member)}
              <input type="text" inputMode="numeric" value={values.member} onChange={change('member')} {...described('member')} />
            </label>
            {errorOf('member')}
          </div>
          <label>
            {text(messages.action)}
            <select value={values.action} onChange={change('action')}>
              <option value="">{text(messages.anyAction)}</option>
              {auditedActions.map((action) => (
                <option key={action} value={action}>
                  {text(actionNames[action])}
                </option>
              ))}
            </select>
          </label>
          <div>
            <label>
              {text(messages.from)}
              <input type="date" value={values.from} onChange={change('from')} {...described('from')} />
            </label>
            {errorOf('from')}
          </div>
          <div>
            <label>
              {text(messages.to)}
              <input type="date" value={values.to} onChange={change('to')} {...described('to')} />
            </label>
            {errorOf('to')}
          </div>
          <PrimaryButton type="submit" disabled={phase === 'loading'}>
            {text(messages.apply)}
          </PrimaryButton>
        </Filters>
        {phase === 'loading' ? <Spinner role="progressbar" aria-label={text(messages.loading)} /> : null}
        {phase === 'failed' ? <LoadFailed message={text(messages.failed)} retry={text(messages.reload)} onRetry={() => actor.send({ type: 'audit.reload' })} /> : null}
        {phase === 'shown' && entries.length === 0 ? <p>{text(messages.empty)}</p> : null}
        {phase === 'shown' && entries.length > 0 ? (
          <Scroll>
            <Table>
              <caption>{text(messages.newest)}</caption>
              <thead>
                <tr>
                  <th scope="col">{text(messages.at)}</th>
                  <th scope="col">{text(messages.who)}</th>
                  <th scope="col">{text(messages.what)}</th>
                  <th scope="col">{text(messages.whom)}</th>
                  <th scope="col">{text(messages.why)}</th>
                </tr>
              </thead>
              <tbody>
                {entries.map((entry) => (
                  <tr key={entry.position}>
                    <td>{intl.formatDate(entry.at, { dateStyle: 'medium', timeStyle: 'short' })}</td>
                    <td>{texts.who(entry)}</td>
                    <td>{texts.action(entry)}</td>
                    <td>{entry.memberId ?? ''}</td>
                    <td>{texts.reason(entry)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </Scroll>
        ) : null}
      </Card>
    </Page>
  );
};
