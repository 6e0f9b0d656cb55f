import { css } from '@linaria/core';
import { useId } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { maxReportNoteLength, ReportReason } from '../../io/entities/report';
import type { ProfileDialog } from '../../machines/profile-view/selectors';
import { classed } from '../shell/classed';
import { ConfirmDialog } from '../shell/ConfirmDialog';
import { DialogButtons, SecondaryButton } from '../shell/dialog-parts';
import { Modal } from '../shell/Modal';
import { PrimaryButton } from '../shell/ui';
import { colors } from '../theme';

const messages = defineMessages<{
  loginTitle: {};
  loginText: {};
  logIn: {};
  close: {};
  cancel: {};
  blockTitle: { name: string };
  blockText: { name: string };
  block: {};
  blockFailed: {};
  reportTitle: { name: string };
  reason: {};
  note: {};
  send: {};
  reportFailed: {};
  reported: {};
}>({
  loginTitle: { id: 'memberProfile.loginTitle', defaultMessage: 'Inloggen vereist' },
  loginText: { id: 'memberProfile.loginText', defaultMessage: 'Log in om leden te liken, met ze te chatten en al hun foto’s te zien.' },
  logIn: { id: 'memberProfile.logIn', defaultMessage: 'Inloggen' },
  close: { id: 'memberProfile.close', defaultMessage: 'Sluiten' },
  cancel: { id: 'memberProfile.cancel', defaultMessage: 'Annuleren' },
  blockTitle: { id: 'memberProfile.blockTitle', defaultMessage: '{name} blokkeren?' },
  blockText: { id: 'memberProfile.blockText', defaultMessage: '{name} kan je profiel dan niet meer zien, je niet meer vinden en geen contact meer met je opnemen.' },
  block: { id: 'memberProfile.blockConfirm', defaultMessage: 'Blokkeren' },
  blockFailed: { id: 'memberProfile.blockFailed', defaultMessage: 'Blokkeren is niet gelukt. Probeer het opnieuw.' },
  reportTitle: { id: 'memberProfile.reportTitle', defaultMessage: '{name} melden' },
  reason: { id: 'memberProfile.reportReason', defaultMessage: 'Reden' },
  note: { id: 'memberProfile.reportNote', defaultMessage: 'Toelichting (niet verplicht)' },
  send: { id: 'memberProfile.reportSend', defaultMessage: 'Melding versturen' },
  reportFailed: { id: 'memberProfile.reportFailed', defaultMessage: 'Je melding kon niet worden verstuurd. Probeer het opnieuw.' },
  reported: { id: 'memberProfile.reported', defaultMessage: 'Bedankt, we bekijken je melding.' },
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

export interface ProfileDialogsProps {
  readonly dialog: ProfileDialog | null;
  readonly name: string;
  readonly reportReason: ReportReason | null;
  readonly reportNote: string;
  readonly canSendReport: boolean;
  readonly onDismiss: () => void;
  readonly onBlock: () => void;
  readonly onReason: (reason: ReportReason) => void;
  readonly onNote: (note: string) => void;
  readonly onSendReport: () => void;
}

/**
 * The profile's dialogs: the login-required notice (spec §8), the block confirmation and the report form (both
 * confirm dialogs), and the thanks for a report.
 */
export const ProfileDialogs = (props: ProfileDialogsProps) => {
  const intl = useIntl();
  const titleId = useId();
  const noteId = useId();
  const { dialog, name } = props;
  const noticeOpen = dialog === 'loginRequired' || dialog === 'reported';
  return (
    <>
      <ConfirmDialog
        open={dialog === 'blockConfirm' || dialog === 'blocking' || dialog === 'blockFailed'}
        title={intl.formatMessage(messages.blockTitle, { name })}
        confirmLabel={intl.formatMessage(messages.block)}
        cancelLabel={intl.formatMessage(messages.cancel)}
        onConfirm={props.onBlock}
        onCancel={props.onDismiss}
        busy={dialog === 'blocking'}
        failure={dialog === 'blockFailed' ? intl.formatMessage(messages.blockFailed) : undefined}
      >
        <p>{intl.formatMessage(messages.blockText, { name })}</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={dialog === 'reportForm' || dialog === 'reporting' || dialog === 'reportFailed'}
        title={intl.formatMessage(messages.reportTitle, { name })}
        confirmLabel={intl.formatMessage(messages.send)}
        cancelLabel={intl.formatMessage(messages.cancel)}
        onConfirm={props.onSendReport}
        onCancel={props.onDismiss}
        busy={dialog === 'reporting'}
        confirmDisabled={!props.canSendReport}
        failure={dialog === 'reportFailed' ? intl.formatMessage(messages.reportFailed) : undefined}
      >
        <ReportFields>
          <fieldset>
            <legend>{intl.formatMessage(messages.reason)}</legend>
            {reasons.map((reason) => (
              <label key={reason}>
                <input type="radio" name="reason" value={reason} checked={props.reportReason === reason} onChange={() => props.onReason(reason)} />{' '}
                {intl.formatMessage(reasonLabels[reason])}
              </label>
            ))}
          </fieldset>
          <label htmlFor={noteId}>{intl.formatMessage(messages.note)}</label>
          <textarea id={noteId} value={props.reportNote} maxLength={maxReportNoteLength} onChange={(event) => props.onNote(event.target.value)} />
        </ReportFields>
      </ConfirmDialog>
      <Modal open={noticeOpen} onDismiss={props.onDismiss} labelledBy={titleId}>
        {dialog === 'loginRequired' && (
          <>
            <h2 id={titleId}>{intl.formatMessage(messages.loginTitle)}</h2>
            <p>{intl.formatMessage(messages.loginText)}</p>
            <DialogButtons>
              <SecondaryButton type="button" onClick={props.onDismiss}>
                {intl.formatMessage(messages.close)}
              </SecondaryButton>
              <Link href="/login">{intl.formatMessage(messages.logIn)}</Link>
            </DialogButtons>
          </>
        )}
        {dialog === 'reported' && (
          <>
            <h2 id={titleId}>{intl.formatMessage(messages.reportTitle, { name })}</h2>
            <p role="status">{intl.formatMessage(messages.reported)}</p>
            <DialogButtons>
              <PrimaryButton type="button" onClick={props.onDismiss}>
                {intl.formatMessage(messages.close)}
              </PrimaryButton>
            </DialogButtons>
          </>
        )}
      </Modal>
    </>
  );
};
