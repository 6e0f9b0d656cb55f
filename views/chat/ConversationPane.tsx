import { css } from '@linaria/core';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { selectSettings, selectUser } from '../../machines/app/selectors';
import type { ChatInput } from '../../machines/chat/chat.machine';
import { chatFeature } from '../../machines/chat/feature';
import { messagePriceOf } from '../../machines/chat/price';
import {
  sameTimeline,
  selectChatLoadFailed,
  selectChatLoading,
  selectChatNotFound,
  selectConversation,
  selectPartnerTyping,
  selectTimeline,
} from '../../machines/chat/selectors';
import { useApp, useFeatureActor } from '../app-actor';
import { classed } from '../shell/classed';
import { ErrorText, PrimaryButton, Spinner } from '../shell/ui';
import { colors } from '../theme';
import { chatMessages as messages } from './chat-messages';
import { ChatTopBar } from './ChatTopBar';
import { useFocusOnOpen } from './focus-on-open';
import { Composer } from './Composer';
import { GiftPicker } from './GiftPicker';
import { IcebreakerModal } from './IcebreakerModal';
import { MessageList } from './MessageList';
import { ResendActivation } from './ResendActivation';

const Column = classed('section', css`
  display: flex;
  flex-direction: column;
  min-height: 0;
  height: 100%;
`);

const Notice = classed('div', css`
  margin: 0;
  padding: 0.5rem 0.75rem;
  font-size: 0.9rem;
  color: ${colors.muted};
`);

const Centred = classed('div', css`
  display: grid;
  justify-items: center;
  gap: 1rem;
  padding: 2rem 1rem;
`);

/** One conversation (spec §2 chat screen): the other member, the messages, who is typing, and the input. */
export const ConversationPane = ({ input }: { input: ChatInput }) => {
  const intl = useIntl();
  const settings = useApp(selectSettings);
  const user = useApp(selectUser);
  const headingId = useId();
  const actor = useFeatureActor(chatFeature, { input });
  const loading = useSelector(actor, selectChatLoading);
  const notFound = useSelector(actor, selectChatNotFound);
  const failed = useSelector(actor, selectChatLoadFailed);
  const conversation = useSelector(actor, selectConversation);
  const timeline = useSelector(actor, selectTimeline, sameTimeline);
  const typing = useSelector(actor, selectPartnerTyping);
  useFocusOnOpen(headingId, conversation !== null);
  if (loading) return <Spinner role="progressbar" aria-label={intl.formatMessage(messages.loading)} />;
  if (notFound) return <Centred role="alert">{intl.formatMessage(messages.notFound)}</Centred>;
  if (failed || conversation === null || user === null) {
    return (
      <Centred role="alert">
        <ErrorText>{intl.formatMessage(messages.loadFailed)}</ErrorText>
        <PrimaryButton type="button" onClick={() => actor.send({ type: 'chat.reload' })}>
          {intl.formatMessage(messages.retryLoad)}
        </PrimaryButton>
      </Centred>
    );
  }
  const name = conversation.profile.name;
  const actions = {
    retry: (key: string) => actor.send({ type: 'chat.retry', key }),
    discard: (key: string) => actor.send({ type: 'chat.discard', key }),
  };
  return (
    <Column aria-labelledby={headingId}>
      <ChatTopBar profile={conversation.profile} premium={conversation.premium} cdnPrefix={settings.cdn_prefix} headingId={headingId} conversationId={conversation.conversation?.id ?? null} />
      <MessageList items={timeline} partnerName={name} actions={actions} cdnPrefix={settings.cdn_prefix} />
      <Notice aria-live="polite">{typing ? intl.formatMessage(messages.typing, { name }) : ''}</Notice>
      {user.status === 'not_confirmed' && (
        <Notice role="note">
          {intl.formatMessage(messages.unconfirmed)} <ResendActivation />
        </Notice>
      )}
      {conversation.conversation === null && conversation.starts_left !== null && (
        <Notice role="note">{intl.formatMessage(messages.startsLeft, { count: conversation.starts_left })}</Notice>
      )}
      <Composer actor={actor} partnerName={name} maxLength={settings.message_length} price={messagePriceOf(settings, user)} />
      <GiftPicker actor={actor} name={name} credits={settings.gift_credits} />
      <IcebreakerModal actor={actor} name={name} credits={settings.message_credits} />
    </Column>
  );
};
