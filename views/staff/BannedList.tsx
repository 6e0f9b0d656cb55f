import { useSelector } from '@xstate/react';
import type { SubmitEvent } from 'react';
import { useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { bannedMachine } from '../../machines/staff/banned.machine';
import { selectBannedMembers, selectBannedPhase, selectUnbanBusy, selectUnbanning, selectUnbanReason } from '../../machines/staff/selectors';
import { DialogButtons, SecondaryButton } from '../shell/dialog-parts';
import { Modal } from '../shell/Modal';
import { Card, ErrorText, PrimaryButton, Spinner } from '../shell/ui';
import { LoadFailed } from './LoadFailed';
import { bannedMessages as messages } from './report-messages';
import { Scroll, Table } from './table';

/** The banned members of the moderator's sites, each with who banned them and why; a ban is lifted with a reason. */
export const BannedList = ({ actor }: { actor: ActorRefFrom<typeof bannedMachine> }) => {
  const intl = useIntl();
  const text = intl.formatMessage;
  const members = useSelector(actor, selectBannedMembers);
  const phase = useSelector(actor, selectBannedPhase);
  const unbanning = useSelector(actor, selectUnbanning);
  const { reason, invalid, refused } = useSelector(actor, selectUnbanReason);
  const busy = useSelector(actor, selectUnbanBusy);
  const chosen = members.find((member) => member.id === unbanning);
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: 'banned.confirm' });
  };
  return (
    <Card aria-labelledby="banned-title">
      <h2 id="banned-title">{text(messages.title)}</h2>
      {phase === 'loading' ? <Spinner role="progressbar" aria-label={text(messages.loading)} /> : null}
      {phase === 'failed' ? (
        <LoadFailed message={text(messages.failed)} retry={text(messages.reload)} onRetry={() => actor.send({ type: 'banned.reload' })} />
      ) : null}
      {phase === 'ready' && members.length === 0 ? <p>{text(messages.empty)}</p> : null}
      {members.length > 0 ? (
        <Scroll>
        <Table>
          <thead>
            <tr>
              <th scope="col">{text(messages.member)}</th>
              <th scope="col">{text(messages.site)}</th>
              <th scope="col">{text(messages.since)}</th>
              <th scope="col">{text(messages.by)}</th>
              <th scope="col">{text(messages.why)}</th>
              <td />
            </tr>
          </thead>
          <tbody>
            {members.map((member) => (
              <tr key={member.id}>
                <td>{`${member.name} (${String(member.id)})`}</td>
                <td>{member.site}</td>
                <td>{intl.formatDate(member.bannedAt, { dateStyle: 'medium' })}</td>
                <td>{member.staffName}</td>
                <td>{member.reason}</td>
                <td>
                  <SecondaryButton type="button" onClick={() => actor.send({ type: 'banned.unban', memberId: member.id })}>
                    {text(messages.unban, { name: member.name })}
                  </SecondaryButton>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
        </Scroll>
      ) : null}
      <Modal open={unbanning !== null} onDismiss={() => actor.send({ type: 'banned.cancel' })} labelledBy="unban-title">
        <form onSubmit={onSubmit} noValidate>
          <h2 id="unban-title">{text(messages.unbanTitle, { name: chosen?.name ?? '' })}</h2>
          <label>
            {text(messages.reason)}
            <textarea value={reason} maxLength={500} rows={3} onChange={(change) => actor.send({ type: 'banned.reason', value: change.target.value })} aria-invalid={invalid}
              aria-describedby={invalid ? 'unban-reason-error' : undefined} />
          </label>
          {invalid ? <ErrorText id="unban-reason-error" role="alert">{text(messages.reasonRequired)}</ErrorText> : null}
          {refused ? <ErrorText role="alert">{text(messages.unbanFailed)}</ErrorText> : null}
          <DialogButtons>
            <SecondaryButton type="button" onClick={() => actor.send({ type: 'banned.cancel' })}>{text(messages.cancel)}</SecondaryButton>
            <PrimaryButton type="submit" disabled={busy} aria-busy={busy}>{text(messages.confirm)}</PrimaryButton>
          </DialogButtons>
        </form>
      </Modal>
    </Card>
  );
};
