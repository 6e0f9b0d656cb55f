import { useLayoutEffect, useRef } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { CardAction, CardNote } from '../likes/ui';

const messages = defineMessages<{ like: { name: string }; liked: {} }>({
  like: { id: 'matchFinder.like', defaultMessage: '{name} liken' },
  liked: { id: 'matchFinder.liked', defaultMessage: 'Geliket' },
});

/**
 * A card's like: the button, then "Liked" in its place, and the button again if the server refuses. The
 * element in focus leaves the page with each swap and the focus would fall back to the page's start, so
 * what takes its place gets it: a keyboard member keeps their place in the grid.
 */
export const LikeControl = (props: { name: string; liked: boolean; canLike: boolean; onLike: () => void }) => {
  const intl = useIntl();
  const control = useRef<HTMLElement | null>(null);
  const shown = useRef(props.liked);
  useLayoutEffect(() => {
    if (shown.current === props.liked) return;
    shown.current = props.liked;
    const element = control.current;
    // Only when the focus fell out of the page; a member who moved on meanwhile keeps their focus.
    if (element !== null && element.ownerDocument.activeElement === element.ownerDocument.body) element.focus();
  }, [props.liked]);
  const keep = (element: HTMLElement | null) => {
    control.current = element;
  };
  return props.liked ? (
    <CardNote ref={keep} tabIndex={-1}>
      {intl.formatMessage(messages.liked)}
    </CardNote>
  ) : (
    <CardAction ref={keep} type="button" disabled={!props.canLike} onClick={props.onLike}>
      {intl.formatMessage(messages.like, { name: props.name })}
    </CardAction>
  );
};
