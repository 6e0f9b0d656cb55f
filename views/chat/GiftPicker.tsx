import { useSelector } from '@xstate/react';
import { defineMessages, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import { giftIds } from '../../io/entities/gift';
import type { chatMachine } from '../../machines/chat/chat.machine';
import { selectGiftsOpen } from '../../machines/chat/selectors';
import { GiftPicture } from './Attachment';
import { ChatPanel } from './ChatPanel';
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
  return (
    <ChatPanel
      open={open}
      title={intl.formatMessage(messages.title, { name })}
      closeLabel={intl.formatMessage(messages.close)}
      onClose={() => actor.send({ type: 'chat.closePanel' })}
    >
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
    </ChatPanel>
  );
};
