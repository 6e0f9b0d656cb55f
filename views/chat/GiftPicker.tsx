import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import { giftIds } from '../../io/entities/gift';
import type { chatMachine } from '../../machines/chat/chat.machine';
import { selectGiftsOpen } from '../../machines/chat/selectors';
import { DialogButtons, SecondaryButton } from '../shell/dialog-parts';
import { Modal } from '../shell/Modal';
import { GiftPicture } from './Attachment';
import { chatMessages } from './chat-messages';
import { ChoiceGrid } from './ChoiceGrid';

const messages = defineMessages<{ title: { name: string }; close: {} }>({
  title: { id: 'chat.giftsTitle', defaultMessage: 'Stuur {name} een cadeau' },
  close: { id: 'chat.giftsClose', defaultMessage: 'Sluiten' },
});

/** The gift catalogue (issue 8): each gift with its picture, name and price; choosing one sends it. */
export const GiftPicker = ({ actor, name, credits }: { actor: ActorRefFrom<typeof chatMachine>; name: string; credits: number }) => {
  const intl = useIntl();
  const open = useSelector(actor, selectGiftsOpen);
  const titleId = useId();
  const close = () => actor.send({ type: 'chat.closePanel' });
  return (
    <Modal open={open} onDismiss={close} labelledBy={titleId}>
      <h2 id={titleId}>{intl.formatMessage(messages.title, { name })}</h2>
      <ChoiceGrid>
        {giftIds.map((gift) => (
          <li key={gift}>
            <button type="button" onClick={() => actor.send({ type: 'chat.sendGift', gift })}>
              <GiftPicture gift={gift} />
              <small>{intl.formatMessage(chatMessages.priceTag, { credits })}</small>
            </button>
          </li>
        ))}
      </ChoiceGrid>
      <DialogButtons>
        <SecondaryButton type="button" onClick={close}>
          {intl.formatMessage(messages.close)}
        </SecondaryButton>
      </DialogButtons>
    </Modal>
  );
};
