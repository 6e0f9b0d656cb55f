import { css } from '@linaria/core';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { TimelineItem } from '../../machines/chat/timeline';
import { classed } from '../shell/classed';
import { VisuallyHidden } from '../shell/ui';
import { colors, radius } from '../theme';
import { ChatPhotoView, GiftPicture } from './Attachment';
import { chatMessages as messages, failureMessages, statusMessages } from './chat-messages';

const Bubble = classed('article', css`
  justify-self: start;
  max-width: min(80%, 36rem);
  padding: 0.5rem 0.75rem;
  border-radius: ${radius};
  background: ${colors.surface};
  overflow-wrap: anywhere;
  white-space: pre-wrap;
  &[data-from='me'] {
    justify-self: end;
    background: ${colors.primary};
    color: ${colors.onPrimary};
  }
  &[data-status='queued'],
  &[data-status='sending'] {
    opacity: 0.75;
  }
  & p {
    margin: 0;
  }
  & footer {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 0.5rem;
    justify-content: flex-end;
    margin-top: 0.2rem;
    font-size: 0.75rem;
  }
`);

// On its own white panel: the warning's red keeps its contrast on the member's coloured bubble.
const Failure = classed('div', css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: center;
  margin-top: 0.4rem;
  padding: 0.5rem;
  border-radius: ${radius};
  background: ${colors.surface};
  white-space: normal;
  & strong {
    color: ${colors.danger};
  }
  & button,
  & a {
    min-height: 36px;
    padding: 0 0.75rem;
    border: 1px solid ${colors.dark};
    border-radius: 999px;
    background: ${colors.surface};
    color: ${colors.dark};
    font: inherit;
    font-weight: 700;
    line-height: 34px;
    text-decoration: none;
    cursor: pointer;
  }
`);

/** What a refused message offers: send it again (after buying credits, say), or throw it away. */
export interface RefusedActions {
  readonly retry: (key: string) => void;
  readonly discard: (key: string) => void;
}

/** One message: its text, time, and for the member's own its state; a refused one with why and what to do. */
export const MessageBubble = ({ item, partnerName, actions, cdnPrefix }: { item: TimelineItem; partnerName: string; actions: RefusedActions; cdnPrefix: string }) => {
  const intl = useIntl();
  const { retry, discard } = actions;
  const author = item.fromMe ? intl.formatMessage(messages.you) : partnerName;
  return (
    <Bubble data-from={item.fromMe ? 'me' : 'them'} data-status={item.status}>
      <VisuallyHidden>{author}: </VisuallyHidden>
      {item.text !== '' && <p>{item.text}</p>}
      {item.gift !== null && <GiftPicture gift={item.gift} />}
      {item.photo !== null && <ChatPhotoView photo={item.photo} cdnPrefix={cdnPrefix} />}
      <footer>
        <time dateTime={new Date(item.at).toISOString()}>{intl.formatTime(item.at, { timeStyle: 'short' })}</time>
        {item.fromMe && <span data-testid="message-status">{intl.formatMessage(statusMessages[item.status])}</span>}
      </footer>
      {item.failure !== null && item.outboxKey !== null && (
        <Failure role="alert">
          <strong>{intl.formatMessage(failureMessages[item.failure])}</strong>
          {item.failure === 'insufficient_credits' && <Link href="/credits">{intl.formatMessage(messages.buyCredits)}</Link>}
          <button type="button" onClick={() => retry(item.outboxKey ?? '')}>
            {intl.formatMessage(failureMessages.retry)}
          </button>
          <button type="button" onClick={() => discard(item.outboxKey ?? '')}>
            {intl.formatMessage(failureMessages.discard)}
          </button>
        </Failure>
      )}
    </Bubble>
  );
};
