import { useSelector } from '@xstate/react';
import { useId, type SubmitEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { DeletionReason } from '../../../io/entities/account';
import type { deletionMachine } from '../../../machines/deletion/deletion.machine';
import { selectDeletionComment, selectDeletionProblems, selectDeletionReason } from '../../../machines/deletion/selectors';
import { ErrorText, PrimaryButton } from '../../shell/ui';
import { focusFirstRefused } from '../focus';
import { buttonRow, secondaryButton, settingsForm } from '../styles';
import { StepHeading } from './StepHeading';

/** The 7 reasons of spec §2, in its order. */
const reasons: ReadonlyArray<DeletionReason> = ['price', 'found_someone', 'not_looking', 'site_problems', 'few_members', 'time', 'other'];

const reasonLabels = defineMessages<Record<DeletionReason, {}>>({
  price: { id: 'deletion.reason.price', defaultMessage: 'Het is te duur' },
  found_someone: { id: 'deletion.reason.foundSomeone', defaultMessage: 'Ik heb iemand gevonden' },
  not_looking: { id: 'deletion.reason.notLooking', defaultMessage: 'Ik zoek niet meer' },
  site_problems: { id: 'deletion.reason.siteProblems', defaultMessage: 'De site werkt niet goed' },
  few_members: { id: 'deletion.reason.fewMembers', defaultMessage: 'Te weinig leden' },
  time: { id: 'deletion.reason.time', defaultMessage: 'Ik heb er geen tijd voor' },
  other: { id: 'deletion.reason.other', defaultMessage: 'Iets anders' },
});

const messages = defineMessages({
  heading: { id: 'deletion.reason.heading', defaultMessage: 'Waarom ga je weg?' },
  legend: { id: 'deletion.reason.legend', defaultMessage: 'Reden' },
  required: { id: 'deletion.reason.required', defaultMessage: 'Kies een reden.' },
  comment: { id: 'deletion.reason.comment', defaultMessage: 'Toelichting (niet verplicht)' },
  commentInvalid: { id: 'deletion.reason.commentInvalid', defaultMessage: 'Je toelichting mag hoogstens 1000 tekens lang zijn.' },
  next: { id: 'deletion.reason.next', defaultMessage: 'Verder' },
  back: { id: 'deletion.back', defaultMessage: 'Terug' },
  cancel: { id: 'deletion.cancel', defaultMessage: 'Annuleren' },
});

/** The second step: a reason (radio group) and an optional word. */
export const ReasonStep = ({ actor }: { actor: ActorRefFrom<typeof deletionMachine> }) => {
  const intl = useIntl();
  const id = useId();
  const chosen = useSelector(actor, selectDeletionReason);
  const comment = useSelector(actor, selectDeletionComment);
  const problems = useSelector(actor, selectDeletionProblems);
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: 'deletion.next' });
    const refused = selectDeletionProblems(actor.getSnapshot());
    focusFirstRefused(event.currentTarget, ['reason', 'comment'], (field) => field in refused);
  };
  return (
    <form className={settingsForm} onSubmit={onSubmit} noValidate>
      <StepHeading>{intl.formatMessage(messages.heading)}</StepHeading>
      <fieldset aria-describedby={problems.reason === undefined ? undefined : `${id}-reason-error`}>
        <legend>{intl.formatMessage(messages.legend)}</legend>
        {reasons.map((reason) => (
          <label key={reason}>
            <span>
              <input
                type="radio"
                name="reason"
                value={reason}
                checked={chosen === reason}
                aria-invalid={problems.reason !== undefined}
                onChange={() => actor.send({ type: 'deletion.reason', reason })}
              />{' '}
              {intl.formatMessage(reasonLabels[reason])}
            </span>
          </label>
        ))}
      </fieldset>
      {problems.reason !== undefined && (
        <ErrorText id={`${id}-reason-error`} role="alert">
          {intl.formatMessage(messages.required)}
        </ErrorText>
      )}
      <label>
        {intl.formatMessage(messages.comment)}
        <textarea
          name="comment"
          value={comment}
          maxLength={1000}
          aria-invalid={problems.comment !== undefined}
          aria-describedby={problems.comment === undefined ? undefined : `${id}-comment-error`}
          onChange={(event) => actor.send({ type: 'deletion.comment', text: event.target.value })}
        />
      </label>
      {problems.comment !== undefined && (
        <ErrorText id={`${id}-comment-error`} role="alert">
          {intl.formatMessage(messages.commentInvalid)}
        </ErrorText>
      )}
      <div className={buttonRow}>
        <PrimaryButton type="submit">{intl.formatMessage(messages.next)}</PrimaryButton>
        <button type="button" className={secondaryButton} onClick={() => actor.send({ type: 'deletion.back' })}>
          {intl.formatMessage(messages.back)}
        </button>
        <button type="button" className={secondaryButton} onClick={() => actor.send({ type: 'deletion.cancel' })}>
          {intl.formatMessage(messages.cancel)}
        </button>
      </div>
    </form>
  );
};
