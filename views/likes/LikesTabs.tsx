import { css } from '@linaria/core';
import { useRef, type KeyboardEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { likesTabs, neighbourTab, tabHref, type LikesTab } from '../../machines/likes/tabs';
import { classed, classedLink } from '../shell/classed';
import { colors } from '../theme';

const messages = defineMessages({
  tabs: { id: 'likes.tabs', defaultMessage: 'Soorten likes' },
  received: { id: 'likes.tab.received', defaultMessage: 'Ontvangen' },
  given: { id: 'likes.tab.given', defaultMessage: 'Gegeven' },
  mutual: { id: 'likes.tab.mutual', defaultMessage: 'Wederzijds' },
});

const List = classed('div', css`
  display: flex;
  gap: 0.25rem;
  margin-bottom: 1rem;
  border-bottom: 1px solid ${colors.border};
`);

const Tab = classedLink(css`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 1rem;
  border-bottom: 3px solid transparent;
  color: ${colors.muted};
  font-weight: 600;
  text-decoration: none;
  &[aria-selected='true'] {
    border-bottom-color: ${colors.dark};
    color: ${colors.dark};
  }
`);

const keyMoves: Readonly<Record<string, 'next' | 'previous' | 'first' | 'last'>> = {
  ArrowRight: 'next',
  ArrowLeft: 'previous',
  Home: 'first',
  End: 'last',
};

export const tabId = (tab: LikesTab) => `likes-tab-${tab}`;
export const likesPanelId = 'likes-panel';

/**
 * The tabs of /likes as links (each tab is its own address, /likes/{type}) with the tab pattern's
 * keyboard: arrows, Home and End move the focus, Enter or Space opens the focused tab (manual activation).
 */
export const LikesTabs = (props: { selected: LikesTab }) => {
  const intl = useIntl();
  const tabs = useRef(new Map<LikesTab, HTMLAnchorElement>());
  const onKeyDown = (tab: LikesTab) => (event: KeyboardEvent<HTMLAnchorElement>) => {
    const move = keyMoves[event.key];
    if (move !== undefined) {
      event.preventDefault();
      tabs.current.get(neighbourTab(tab, move))?.focus();
    } else if (event.key === ' ') {
      event.preventDefault();
      event.currentTarget.click();
    }
  };
  return (
    <List role="tablist" aria-label={intl.formatMessage(messages.tabs)}>
      {likesTabs.map((tab) => (
        <Tab
          key={tab}
          ref={(element: HTMLAnchorElement | null) => {
            if (element === null) tabs.current.delete(tab);
            else tabs.current.set(tab, element);
          }}
          id={tabId(tab)}
          href={tabHref(tab)}
          role="tab"
          aria-selected={tab === props.selected}
          aria-controls={tab === props.selected ? likesPanelId : undefined}
          tabIndex={tab === props.selected ? 0 : -1}
          onKeyDown={onKeyDown(tab)}
        >
          {intl.formatMessage(messages[tab])}
        </Tab>
      ))}
    </List>
  );
};
