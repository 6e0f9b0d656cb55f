import { css } from '@linaria/core';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { maxReportNoteLength, ReportReason } from '../../io/entities/report';
import { reportFeature } from '../../machines/report/feature';
import {
  selectCanSendReport,
  selectReportFailed,
  selectReportFormOpen,
  selectReportNote,
  selectReportReason,
  selectReportSending,
  selectReportSent,
} from '../../machines/report/selectors';
import { useFeatureActor } from '../app-actor';
import { classed } from '../shell/classed';
import { ConfirmDialog } from '../shell/ConfirmDialog';
import { DialogButtons, SecondaryButton } from '../shell/dialog-parts';
import { Modal } from '../shell/Modal';
import { PrimaryButton } from '../shell/ui';
import { colors } from '../theme';

// The ids are the profile screen's, where reporting began: the translations stay as they were.
const messages = defineMessages<{ report: {}; title: { name: string }; reason: {}; note: {}; send: {}; cancel: {}; failed: {}; sent: {}; close: {} }>({
  report: { id: 'memberProfile.report', defaultMessage: 'Melden' },
  title: { id: 'memberProfile.reportTitle', defaultMessage: '{name} melden' },
  reason: { id: 'memberProfile.reportReason', defaultMessage: 'Reden' },
  note: { id: 'memberProfile.reportNote', defaultMessage: 'Toelichting (niet verplicht)' },
  send: { id: 'memberProfile.reportSend', defaultMessage: 'Melding versturen' },
  cancel: { id: 'memberProfile.cancel', defaultMessage: 'Annuleren' },
  failed: { id: 'memberProfile.reportFailed', defaultMessage: 'Je melding kon niet worden verstuurd. Probeer het opnieuw.' },
  sent: { id: 'memberProfile.reported', defaultMessage: 'Bedankt, we bekijken je melding.' },
  close: { id: 'memberProfile.close', defaultMessage: 'Sluiten' },
});

const reasonLabels = defineMessages<ReportReason>({
  fake_profile: { id: 'memberProfile.report.fake_profile', defaultMessage: 'Nepprofiel' },
  inappropriate_photos: { id: 'memberProfile.report.inappropriate_photos', defaultMessage: 'Ongepaste foto’s' },
  harassment: { id: 'memberProfile.report.harassment', defaultMessage: 'Intimidatie' },
  spam: { id: 'memberProfile.report.spam', defaultMessage: 'Spam of oplichting' },
  underage: { id: 'memberProfile.report.underage', defaultMessage: 'Minderjarig' },
  other: { id: 'memberProfile.report.other', defaultMessage: 'Iets anders' },
});

const reasons = Object.keys(ReportReason.keys).filter(ReportReason.is);

const ReportFields = classed('div', css`
  display: grid;
  gap: 0.75rem;
  & fieldset {
    display: grid;
    gap: 0.4rem;
    margin: 0;
    padding: 0;
    border: 0;
  }
  & legend,
  & label {
    font-weight: 600;
  }
  & textarea {
    min-height: 6rem;
    padding: 0.5rem;
    border: 1px solid ${colors.muted};
    border-radius: 8px;
    font: inherit;
  }
`);

export interface ReportMemberProps {
  readonly memberId: number;
  readonly name: string;
  /** The open conversation with the member, named in the report so staff may read its last messages. */
  readonly conversationId: number | null;
  /** The profile's actions style their own buttons; the conversation's top bar uses the quieter dialog button. */
  readonly secondary?: boolean;
}

/**
 * "Report" and its form (a reason from the closed list, an optional note; a confirm dialog), then the thanks:
 * on a member's profile and in the top bar of a conversation with them.
 */
export const ReportMember = ({ memberId, name, conversationId, secondary = false }: ReportMemberProps) => {
  const intl = useIntl();
  const titleId = useId();
  const noteId = useId();
  const actor = useFeatureActor(reportFeature, { input: { memberId, conversationId } });
  const open = useSelector(actor, selectReportFormOpen);
  const sending = useSelector(actor, selectReportSending);
  const failed = useSelector(actor, selectReportFailed);
  const sent = useSelector(actor, selectReportSent);
  const chosen = useSelector(actor, selectReportReason);
  const note = useSelector(actor, selectReportNote);
  const canSend = useSelector(actor, selectCanSendReport);
  const Trigger = secondary ? SecondaryButton : 'button';
  const dismiss = () => actor.send({ type: 'report.dismiss' });
  return (
    <>
      <Trigger type="button" aria-haspopup="dialog" onClick={() => actor.send({ type: 'report.start' })}>
        {intl.formatMessage(messages.report)}
      </Trigger>
      <ConfirmDialog
        open={open}
        title={intl.formatMessage(messages.title, { name })}
        confirmLabel={intl.formatMessage(messages.send)}
        cancelLabel={intl.formatMessage(messages.cancel)}
        onConfirm={() => actor.send({ type: 'report.send' })}
        onCancel={dismiss}
        busy={sending}
        confirmDisabled={!canSend}
        failure={failed ? intl.formatMessage(messages.failed) : undefined}
      >
        <ReportFields>
          <fieldset>
            <legend>{intl.formatMessage(messages.reason)}</legend>
            {reasons.map((reason) => (
              <label key={reason}>
                <input type="radio" name="reason" value={reason} checked={chosen === reason} onChange={() => actor.send({ type: 'report.reason', reason })} />{' '}
                {intl.formatMessage(reasonLabels[reason])}
              </label>
            ))}
          </fieldset>
          <label htmlFor={noteId}>{intl.formatMessage(messages.note)}</label>
          <textarea id={noteId} value={note} maxLength={maxReportNoteLength} onChange={(event) => actor.send({ type: 'report.note', note: event.target.value })} />
        </ReportFields>
      </ConfirmDialog>
      <Modal open={sent} onDismiss={dismiss} labelledBy={titleId}>
        <h2 id={titleId}>{intl.formatMessage(messages.title, { name })}</h2>
        <p role="status">{intl.formatMessage(messages.sent)}</p>
        <DialogButtons>
          <PrimaryButton type="button" onClick={dismiss}>
            {intl.formatMessage(messages.close)}
          </PrimaryButton>
        </DialogButtons>
      </Modal>
    </>
  );
};
