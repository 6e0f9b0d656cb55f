import { useId } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { ProfileDialog } from '../../machines/profile-view/selectors';
import { ConfirmDialog } from '../shell/ConfirmDialog';
import { DialogButtons, SecondaryButton } from '../shell/dialog-parts';
import { Modal } from '../shell/Modal';

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
});

export interface ProfileDialogsProps {
  readonly dialog: ProfileDialog | null;
  readonly name: string;
  readonly onDismiss: () => void;
  readonly onBlock: () => void;
}

/** The profile's dialogs: the login-required notice (spec §8) and the block confirmation (reporting: ReportMember). */
export const ProfileDialogs = (props: ProfileDialogsProps) => {
  const intl = useIntl();
  const titleId = useId();
  const { dialog, name } = props;
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
      <Modal open={dialog === 'loginRequired'} onDismiss={props.onDismiss} labelledBy={titleId}>
        <h2 id={titleId}>{intl.formatMessage(messages.loginTitle)}</h2>
        <p>{intl.formatMessage(messages.loginText)}</p>
        <DialogButtons>
          <SecondaryButton type="button" onClick={props.onDismiss}>
            {intl.formatMessage(messages.close)}
          </SecondaryButton>
          <Link href="/login">{intl.formatMessage(messages.logIn)}</Link>
        </DialogButtons>
      </Modal>
    </>
  );
};
