import { css } from '@linaria/core';
import { isRight } from 'fp-ts/Either';
import { defineMessages, useIntl } from 'react-intl';
import { Link, useLocation, useParams } from 'wouter';
import { IdFromString } from '../../io/codec/primitives';
import type { ChatTarget } from '../../io/entities/outbox';
import { selectChats, selectListsLoading, selectSettings } from '../../machines/app/selectors';
import { routeIdOf } from '../../machines/shared/routes';
import { useApp, useNow } from '../app-actor';
import { classed } from '../shell/classed';
import { Spinner, visuallyHidden } from '../shell/ui';
import { colors, media } from '../theme';
import { chatMessages } from './chat-messages';
import { ChatList } from './ChatList';
import { ConversationPane } from './ConversationPane';

const messages = defineMessages<{ title: {}; loading: {} }>({
  title: { id: 'chats.title', defaultMessage: 'Berichten' },
  loading: { id: 'chats.loading', defaultMessage: 'Gesprekken worden geladen…' },
});

// Spec §2 chat layout: one column on a phone (the list, or the open conversation with a back link); from
// 992 px the list (300 to 400 px) beside the conversation (at most 800 px). The screen fills the window
// under the logo bar, and the messages scroll inside it.
const Split = classed('main', css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  height: calc(100dvh - 3.25rem);
  background: ${colors.surface};
  & > aside {
    overflow-y: auto;
    border-right: 1px solid ${colors.border};
  }
  &[data-open='true'] > aside,
  &[data-open='false'] > [data-pane] {
    display: none;
  }
  ${media.lg} {
    grid-template-columns: minmax(300px, 400px) minmax(0, 800px);
    &[data-open='true'] > aside {
      display: block;
    }
    &[data-open='false'] > [data-pane] {
      display: flex;
    }
  }
`);

const Pane = classed('div', css`
  display: flex;
  flex-direction: column;
  min-height: 0;
  height: 100%;
  & > a {
    padding: 0.6rem 0.75rem;
    color: ${colors.primaryStrong};
    font-weight: 700;
    ${media.lg} {
      display: none;
    }
  }
`);

const Choose = classed('p', css`
  margin: 3rem auto;
  text-align: center;
  color: ${colors.muted};
`);

/** The route's conversation: /chats/{id} names it, /members/{id}/chat its member; null on /chats or a bad id. */
const targetOf = (routeId: string | null, id: string | undefined): ChatTarget | null => {
  const decoded = IdFromString.decode(id);
  if (!isRight(decoded)) return null;
  if (routeId === 'chat') return { conversation_id: decoded.right };
  if (routeId === 'member-chat') return { member_id: decoded.right };
  return null;
};

/** /chats, /chats/{id} and /members/{id}/chat: the conversation list and the open conversation (spec §2). */
export const ChatsScreen = () => {
  const intl = useIntl();
  const [path] = useLocation();
  const params = useParams<{ id?: string }>();
  const chats = useApp(selectChats);
  const settings = useApp(selectSettings);
  const loading = useApp(selectListsLoading);
  const now = useNow();
  const target = targetOf(routeIdOf(path), params.id);
  const openId = target !== null && 'conversation_id' in target ? target.conversation_id : null;
  return (
    <Split data-open={target !== null} aria-busy={loading}>
      <h1 className={visuallyHidden}>{intl.formatMessage(messages.title)}</h1>
      <aside>
        {loading ? (
          <Spinner role="progressbar" aria-label={intl.formatMessage(messages.loading)} />
        ) : (
          <ChatList chats={chats} openId={openId} cdnPrefix={settings.cdn_prefix} now={now} />
        )}
      </aside>
      <Pane data-pane>
        {target === null ? (
          <Choose>{intl.formatMessage(chatMessages.choose)}</Choose>
        ) : (
          <>
            <Link href="/chats">{intl.formatMessage(chatMessages.back)}</Link>
            {/* Keyed by the target: another conversation starts its own machine. */}
            <ConversationPane key={JSON.stringify(target)} input={{ target, messageLength: settings.message_length }} />
          </>
        )}
      </Pane>
    </Split>
  );
};
