import { css } from '@linaria/core';
import { useSelector } from '@xstate/react';
import { useId, type KeyboardEvent, type SyntheticEvent } from 'react';
import { useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { chatMachine } from '../../machines/chat/chat.machine';
import type { MessagePrice } from '../../machines/chat/price';
import { selectDraft } from '../../machines/chat/selectors';
import { classed } from '../shell/classed';
import { PrimaryButton, VisuallyHidden } from '../shell/ui';
import { colors, radius } from '../theme';
import { chatMessages as messages } from './chat-messages';
import { ChatTools } from './ChatTools';
import { PriceNote } from './PriceNote';

const Form = classed('form', css`
  display: grid;
  gap: 0.4rem;
  padding: 0.75rem;
  border-top: 1px solid ${colors.border};
  background: ${colors.surface};
`);

const Row = classed('div', css`
  display: flex;
  gap: 0.5rem;
  align-items: flex-end;
  & textarea {
    flex: 1;
    min-height: 44px;
    max-height: 10rem;
    padding: 0.6rem 0.75rem;
    border: 1px solid ${colors.border};
    border-radius: ${radius};
    font: inherit;
    resize: vertical;
  }
`);

const Counter = classed('span', css`
  justify-self: end;
  font-size: 0.8rem;
  color: ${colors.muted};
`);

/**
 * The message input: the site's message_length as its limit with a live counter, the price before send,
 * Enter sends (Shift+Enter a new line), and the draft lives in the machine so nothing typed is lost.
 */
export const Composer = (props: { actor: ActorRefFrom<typeof chatMachine>; partnerName: string; maxLength: number; price: MessagePrice }) => {
  const intl = useIntl();
  const { actor, maxLength } = props;
  const draft = useSelector(actor, selectDraft);
  const inputId = useId();
  const counterId = useId();
  const send = (event?: SyntheticEvent) => {
    event?.preventDefault();
    actor.send({ type: 'chat.send' });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) send(event);
  };
  return (
    <Form onSubmit={send}>
      <ChatTools actor={actor} />
      <label htmlFor={inputId}>
        <VisuallyHidden>{intl.formatMessage(messages.inputLabel, { name: props.partnerName })}</VisuallyHidden>
      </label>
      <Row>
        <textarea
          id={inputId}
          value={draft}
          rows={1}
          maxLength={maxLength}
          placeholder={intl.formatMessage(messages.placeholder)}
          aria-describedby={counterId}
          onChange={(event) => actor.send({ type: 'chat.draft', text: event.target.value })}
          onKeyDown={onKeyDown}
        />
        <PrimaryButton type="submit" disabled={draft.trim() === ''}>
          {intl.formatMessage(messages.send)}
        </PrimaryButton>
      </Row>
      <Counter id={counterId} aria-label={intl.formatMessage(messages.counterLabel, { count: draft.length, max: maxLength })}>
        {intl.formatMessage(messages.counter, { count: draft.length, max: maxLength })}
      </Counter>
      <PriceNote price={props.price} />
    </Form>
  );
};
