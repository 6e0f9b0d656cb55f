import { css } from '@linaria/core';
import { defineMessages, useIntl } from 'react-intl';
import type { Chat } from '../../io/entities/chat';
import { CountBadge } from '../nav/CountBadge';
import { classed, classedLink } from '../shell/classed';
import { colors } from '../theme';
import { ChatAvatar } from './ChatAvatar';
import { whenShown } from './when-shown';

const messages = defineMessages<{ empty: {}; unread: { count: number }; noMessages: {}; listLabel: {}; you: { text: string }; gift: {}; photo: {} }>({
  empty: { id: 'chats.empty', defaultMessage: 'Nog geen gesprekken.' },
  unread: { id: 'chats.unread', defaultMessage: '{count, plural, one {# ongelezen bericht} other {# ongelezen berichten}}' },
  noMessages: { id: 'chats.noMessages', defaultMessage: 'Nog geen berichten' },
  listLabel: { id: 'chats.listLabel', defaultMessage: 'Gesprekken' },
  you: { id: 'chats.lastFromMe', defaultMessage: 'Jij: {text}' },
  gift: { id: 'chats.lastGift', defaultMessage: 'Een cadeau' },
  photo: { id: 'chats.lastPhoto', defaultMessage: 'Een foto' },
});

const List = classed('ul', css`
  margin: 0;
  padding: 0;
  list-style: none;
`);

const Row = classedLink(css`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  min-height: 64px;
  padding: 0.5rem 0.75rem;
  border-bottom: 1px solid ${colors.border};
  color: ${colors.text};
  text-decoration: none;
  &[aria-current='page'] {
    background: ${colors.background};
  }
  &:hover {
    background: ${colors.background};
  }
`);

const Summary = classed('span', css`
  display: grid;
  flex: 1;
  min-width: 0;
  & span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    color: ${colors.muted};
    font-size: 0.9rem;
  }
  & small {
    color: ${colors.warning};
  }
`);

const Time = classed('time', css`
  align-self: start;
  font-size: 0.75rem;
  color: ${colors.muted};
`);

/** The member's conversations (spec §2): photo, name, last message, time, unread count; the open one marked. */
export const ChatList = ({ chats, openId, cdnPrefix, now }: { chats: ReadonlyArray<Chat>; openId: number | null; cdnPrefix: string; now: number }) => {
  const intl = useIntl();
  if (chats.length === 0) return <p>{intl.formatMessage(messages.empty)}</p>;
  return (
    <nav aria-label={intl.formatMessage(messages.listLabel)}>
      <List>
        {chats.map((chat) => {
          const last = chat.last_message;
          const shown = last === null ? '' : last.kind === 'text' ? last.text : intl.formatMessage(messages[last.kind]);
          const lastText = last === null ? intl.formatMessage(messages.noMessages) : last.from_me ? intl.formatMessage(messages.you, { text: shown }) : shown;
          return (
            <li key={chat.conversation.id}>
              <Row href={`/chats/${String(chat.conversation.id)}`} aria-current={chat.conversation.id === openId ? 'page' : undefined}>
                <ChatAvatar profile={chat.profile} cdnPrefix={cdnPrefix} />
                <Summary>
                  <strong>{chat.profile.name}</strong>
                  <span>{lastText}</span>
                  {chat.profile.fictional && <small>{chat.profile.fictional_warning}</small>}
                </Summary>
                {last !== null && <Time dateTime={last.sent_at}>{whenShown(intl, last.sent_at, now)}</Time>}
                <CountBadge count={chat.num_unread_messages} label={intl.formatMessage(messages.unread, { count: chat.num_unread_messages })} />
              </Row>
            </li>
          );
        })}
      </List>
    </nav>
  );
};
