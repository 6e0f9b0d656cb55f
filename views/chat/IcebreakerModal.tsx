import { useSelector } from '@xstate/react';
import { defineMessages, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { chatMachine } from '../../machines/chat/chat.machine';
import { selectLinesOpen } from '../../machines/chat/selectors';
import { ChatPanel } from './ChatPanel';
import { chatMessages } from './chat-messages';
import { ChoiceGrid } from './ChoiceGrid';

const messages = defineMessages<{ title: { name: string }; hint: {}; close: {} }>({
  title: { id: 'chat.linesTitle', defaultMessage: 'Een openingszin voor {name}' },
  hint: { id: 'chat.linesHint', defaultMessage: 'Kies een zin: hij wordt meteen verstuurd.' },
  close: { id: 'chat.linesClose', defaultMessage: 'Zelf iets schrijven' },
});

/** The icebreaker lines (spec §1), in the member's language. */
const lines = defineMessages({
  line1: { id: 'chat.line1', defaultMessage: 'Hoi! Je profiel maakte me nieuwsgierig. Hoe gaat het met je?' },
  line2: { id: 'chat.line2', defaultMessage: 'Wat is het leukste dat je deze week hebt gedaan?' },
  line3: { id: 'chat.line3', defaultMessage: 'Als we vanavond iets zouden gaan drinken, waar zou je me mee naartoe nemen?' },
  line4: { id: 'chat.line4', defaultMessage: 'Je hebt een mooie glimlach. Wat maakt jou echt aan het lachen?' },
  line5: { id: 'chat.line5', defaultMessage: 'Koffie of cocktails: waarmee begint voor jou een goede date?' },
  line6: { id: 'chat.line6', defaultMessage: 'Vertel eens: wat zoek jij hier precies?' },
});

/** For an empty conversation: suggested opening lines, each with its price; one tap sends it. */
export const IcebreakerModal = ({ actor, name, credits }: { actor: ActorRefFrom<typeof chatMachine>; name: string; credits: number }) => {
  const intl = useIntl();
  const open = useSelector(actor, selectLinesOpen);
  return (
    <ChatPanel
      open={open}
      title={intl.formatMessage(messages.title, { name })}
      closeLabel={intl.formatMessage(messages.close)}
      onClose={() => actor.send({ type: 'chat.closePanel' })}
    >
      <p>{intl.formatMessage(messages.hint)}</p>
      <ChoiceGrid data-layout="list">
        {Object.values(lines).map((line) => {
          const text = intl.formatMessage(line);
          return (
            <li key={line.id}>
              <button type="button" onClick={() => actor.send({ type: 'chat.sendLine', text })}>
                <span>{text}</span>
                <small>{intl.formatMessage(chatMessages.priceTag, { credits })}</small>
              </button>
            </li>
          );
        })}
      </ChoiceGrid>
    </ChatPanel>
  );
};
