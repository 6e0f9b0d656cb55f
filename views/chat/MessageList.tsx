import { css } from '@linaria/core';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { TimelineItem } from '../../machines/chat/timeline';
import { classed } from '../shell/classed';
import { colors, radius } from '../theme';
import { chatMessages as messages } from './chat-messages';
import { daysOf } from './days';
import { MessageBubble, type RefusedActions } from './MessageBubble';

const Scroller = classed('div', css`
  flex: 1;
  overflow-y: auto;
  padding: 0.75rem;
  background: ${colors.background};
`);

const Day = classed('section', css`
  display: grid;
  gap: 0.4rem;
  & h3 {
    justify-self: center;
    margin: 0.75rem 0 0.25rem;
    padding: 0.15rem 0.75rem;
    border-radius: ${radius};
    background: ${colors.surface};
    font-size: 0.8rem;
    font-weight: 600;
    color: ${colors.muted};
  }
`);

const Empty = classed('p', css`
  margin: 2rem auto;
  text-align: center;
  color: ${colors.muted};
`);

/**
 * The messages grouped by day, with the day as a heading in the member's locale; the newest stays in view.
 * A log (role="log"): a screen reader reads what arrives without the member moving there.
 */
export const MessageList = (props: { items: ReadonlyArray<TimelineItem>; partnerName: string; actions: RefusedActions; cdnPrefix: string }) => {
  const { items, partnerName, actions, cdnPrefix } = props;
  const intl = useIntl();
  const end = useRef<HTMLDivElement>(null);
  const last = items.at(-1)?.key;
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [last]);
  return (
    <Scroller role="log" aria-label={intl.formatMessage(messages.messagesLabel, { name: partnerName })} tabIndex={0}>
      {items.length === 0 && <Empty>{intl.formatMessage(messages.empty)}</Empty>}
      {daysOf(items).map((day) => (
        <Day key={day.key}>
          <h3>{intl.formatDate(day.at, { dateStyle: 'full' })}</h3>
          {day.items.map((item) => (
            <MessageBubble key={item.key} item={item} partnerName={partnerName} actions={actions} cdnPrefix={cdnPrefix} />
          ))}
        </Day>
      ))}
      <div ref={end} />
    </Scroller>
  );
};
