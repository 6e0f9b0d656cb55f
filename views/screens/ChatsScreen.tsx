import { css } from '@linaria/core';
import { classed } from '../shell/classed';
import { defineMessages, useIntl } from 'react-intl';
import { selectChats, selectListsLoading, selectSettings } from '../../machines/app/selectors';
import { useApp } from '../app-actor';
import { CountBadge } from '../nav/CountBadge';
import { Card, Heading, Page, Spinner } from '../shell/ui';
import { colors } from '../theme';

const messages = defineMessages<{ title: {}; empty: {}; loading: {}; unread: { count: number }; noMessages: {} }>({
  title: { id: 'chats.title', defaultMessage: 'Berichten' },
  empty: { id: 'chats.empty', defaultMessage: 'Nog geen gesprekken.' },
  loading: { id: 'chats.loading', defaultMessage: 'Gesprekken worden geladen…' },
  unread: { id: 'chats.unread', defaultMessage: '{count, plural, one {# ongelezen bericht} other {# ongelezen berichten}}' },
  noMessages: { id: 'chats.noMessages', defaultMessage: 'Nog geen berichten' },
});

const List = classed('ul', css`
  display: grid;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
  & li {
    display: flex;
    align-items: center;
    gap: 0.75rem;
  }
  & img {
    width: 48px;
    height: 48px;
    border-radius: 50%;
  }
  & p {
    margin: 0;
    color: ${colors.muted};
  }
  & small {
    color: ${colors.muted};
  }
`);

/** The conversation list as the refresh cycle keeps it (the chat screen itself comes later). */
export const ChatsScreen = () => {
  const intl = useIntl();
  const chats = useApp(selectChats);
  const settings = useApp(selectSettings);
  const loading = useApp(selectListsLoading);
  return (
    <Page aria-busy={loading}>
      <Heading>{intl.formatMessage(messages.title)}</Heading>
      <Card>
        {loading ? (
          <Spinner role="progressbar" aria-label={intl.formatMessage(messages.loading)} />
        ) : chats.length === 0 ? (
          <p>{intl.formatMessage(messages.empty)}</p>
        ) : (
          <List>
            {chats.map((chat) => (
              <li key={chat.conversation.id}>
                {chat.profile.main_image !== null && (
                  <img src={`${settings.cdn_prefix}${chat.profile.main_image.thumb_filename}`} alt="" width={48} height={48} />
                )}
                <div>
                  <strong>{chat.profile.name}</strong>
                  <p>{chat.last_message?.text ?? intl.formatMessage(messages.noMessages)}</p>
                  {chat.profile.fictional && <small>{chat.profile.fictional_warning}</small>}
                </div>
                <CountBadge count={chat.num_unread_messages} label={intl.formatMessage(messages.unread, { count: chat.num_unread_messages })} />
              </li>
            ))}
          </List>
        )}
      </Card>
    </Page>
  );
};
