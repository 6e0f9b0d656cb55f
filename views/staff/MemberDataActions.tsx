import { useSelector } from '@xstate/react';
import { useEffect, type SubmitEvent } from 'react';
import { useIntl } from 'react-intl';
import type { MemberAccount } from '../../io/entities/support';
import { memberDataFeature } from '../../machines/staff/feature';
import { selectDataBusy, selectDataDialog, selectDataMember, selectDataNote, selectDataProblem, selectDataReason } from '../../machines/staff/selectors';
import { useFeatureActor } from '../app-actor';
import { DialogButtons, SecondaryButton } from '../shell/dialog-parts';
import { Modal } from '../shell/Modal';
import { ErrorText, PrimaryButton } from '../shell/ui';
import { memberDataMessages as messages } from './support-messages';

/**
 * The account's GDPR actions (issue 14): download the member's data export, or request the account's erasure,
 * each with a reason; the erasure after a confirmation saying what follows. `onChanged`: the account changed
 * (deleted by the request), so the screen reads it again.
 */
export const MemberDataActions = ({ account, onChanged }: { account: MemberAccount; onChanged: (memberId: number) => void }) => {
  const intl = useIntl();
  const text = intl.formatMessage;
  const actor = useFeatureActor(memberDataFeature);
  const dialog = useSelector(actor, selectDataDialog);
  const reason = useSelector(actor, selectDataReason);
  const problem = useSelector(actor, selectDataProblem);
  const busy = useSelector(actor, selectDataBusy);
  const note = useSelector(actor, selectDataNote);
  const noteFor = useSelector(actor, selectDataMember);
  const { id: memberId, name } = account.member;
  useEffect(() => {
    const subscription = actor.on('member.changed', (event) => onChanged(event.memberId));
    return () => subscription.unsubscribe();
  }, [actor, onChanged]);
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: 'data.confirm' });
  };
  const cancel = () => actor.send({ type: 'data.cancel' });
  const erasing = dialog === 'erase';
  return (
    <section aria-labelledby="support-member-data">
      <h3 id="support-member-data">{text(messages.title)}</h3>
      <p>{text(messages.intro)}</p>
      <p>
        <SecondaryButton type="button" onClick={() => actor.send({ type: 'data.export', memberId })}>{text(messages.export)}</SecondaryButton>{' '}
        <SecondaryButton type="button" onClick={() => actor.send({ type: 'data.erase', memberId })}>{text(messages.erase)}</SecondaryButton>
      </p>
      <p role="status" aria-live="polite">{note !== null && noteFor === memberId ? text(messages[note]) : ''}</p>
      <Modal open={dialog !== null} onDismiss={busy ? undefined : cancel} labelledBy="member-data-title">
        <form onSubmit={onSubmit} noValidate>
          <h2 id="member-data-title">{text(erasing ? messages.eraseTitle : messages.exportTitle, { name })}</h2>
          <p>{text(erasing ? messages.eraseIntro : messages.exportIntro)}</p>
          <label>
            {text(messages.reason)}
            <textarea value={reason} maxLength={500} rows={3} onChange={(change) => actor.send({ type: 'data.reason', value: change.target.value })}
              aria-invalid={problem === 'invalid'} aria-describedby={problem === 'invalid' ? 'member-data-error' : 'member-data-hint'} readOnly={busy} />
          </label>
          <small id="member-data-hint">{text(messages.reasonHint)}</small>
          {problem === 'invalid' ? <ErrorText id="member-data-error" role="alert">{text(messages.reasonRequired)}</ErrorText> : null}
          {problem === 'failed' ? <ErrorText role="alert">{text(messages.failed)}</ErrorText> : null}
          <DialogButtons>
            <SecondaryButton type="button" onClick={cancel} disabled={busy}>{text(messages.cancel)}</SecondaryButton>
            <PrimaryButton type="submit" disabled={busy} aria-busy={busy}>
              {text(busy ? (erasing ? messages.erasing : messages.exporting) : erasing ? messages.eraseConfirm : messages.exportConfirm)}
            </PrimaryButton>
          </DialogButtons>
        </form>
      </Modal>
    </section>
  );
};
