import { useSelector } from '@xstate/react';
import { defineMessages, useIntl } from 'react-intl';
import { Redirect } from 'wouter';
import type { ChatTarget } from '../../io/entities/outbox';
import { removalFeature } from '../../machines/chat/feature';
import { selectRemovalAsking, selectRemovalBusy, selectRemovalError, selectRemoved } from '../../machines/chat/selectors';
import { useFeatureActor } from '../app-actor';
import { ConfirmDialog } from '../shell/ConfirmDialog';
import { SecondaryButton } from '../shell/dialog-parts';
import { ErrorText } from '../shell/ui';

const messages = defineMessages<{ remove: {}; title: { name: string }; text: {}; confirm: {}; cancel: {}; failed: { error: string } }>({
  remove: { id: 'chat.remove', defaultMessage: 'Gesprek verwijderen' },
  title: { id: 'chat.removeTitle', defaultMessage: 'Het gesprek met {name} verwijderen?' },
  text: { id: 'chat.removeText', defaultMessage: 'De berichten verdwijnen uit jouw lijst. Stuurt dit lid je later een bericht, dan zie je alleen dat nieuwe bericht.' },
  confirm: { id: 'chat.removeConfirm', defaultMessage: 'Verwijderen' },
  cancel: { id: 'chat.removeCancel', defaultMessage: 'Annuleren' },
  failed: { id: 'chat.removeFailed', defaultMessage: 'Het gesprek kon niet worden verwijderd: {error}' },
});

/** The top bar's "remove chat" (spec §4): confirmed first; gone from the list at once; back to the list when done. */
export const RemoveChat = ({ target, name }: { target: ChatTarget; name: string }) => {
  const intl = useIntl();
  const actor = useFeatureActor(removalFeature, { input: { target } });
  const asking = useSelector(actor, selectRemovalAsking);
  const busy = useSelector(actor, selectRemovalBusy);
  const removed = useSelector(actor, selectRemoved);
  const error = useSelector(actor, selectRemovalError);
  if (removed) return <Redirect to="/chats" replace />;
  return (
    <>
      <SecondaryButton type="button" onClick={() => actor.send({ type: 'removal.ask' })}>
        {intl.formatMessage(messages.remove)}
      </SecondaryButton>
      {error !== null && <ErrorText role="alert">{intl.formatMessage(messages.failed, { error })}</ErrorText>}
      <ConfirmDialog
        open={asking}
        busy={busy}
        title={intl.formatMessage(messages.title, { name })}
        confirmLabel={intl.formatMessage(messages.confirm)}
        cancelLabel={intl.formatMessage(messages.cancel)}
        onConfirm={() => actor.send({ type: 'removal.confirm' })}
        onCancel={() => actor.send({ type: 'removal.cancel' })}
      >
        <p>{intl.formatMessage(messages.text)}</p>
      </ConfirmDialog>
    </>
  );
};
