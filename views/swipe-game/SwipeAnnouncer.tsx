import { useSelector } from '@xstate/react';
import { defineMessages, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import { selectLastDecided, selectLikesLeft } from '../../machines/swipe-game/selectors';
import type { swipeGameMachine } from '../../machines/swipe-game/swipe-game.machine';
import { VisuallyHidden } from '../shell/ui';

const messages = defineMessages<{ liked: { name: string }; passed: { name: string }; likesLeft: { count: number } }>({
  liked: { id: 'swipeGame.announce.liked', defaultMessage: '{name} geliket.' },
  passed: { id: 'swipeGame.announce.passed', defaultMessage: '{name} overgeslagen.' },
  likesLeft: { id: 'swipeGame.announce.likesLeft', defaultMessage: '{count, plural, =0 {Geen likes meer vandaag.} one {Nog # like vandaag.} other {Nog # likes vandaag.}}' },
});

/** Tells a screen reader what each decision did ("Liked Anna. 3 likes left today."), politely. */
export const SwipeAnnouncer = (props: { actor: ActorRefFrom<typeof swipeGameMachine> }) => {
  const intl = useIntl();
  const decided = useSelector(props.actor, selectLastDecided);
  const likesLeft = useSelector(props.actor, selectLikesLeft);
  const text =
    decided === null
      ? ''
      : decided.decision === 'like'
        ? `${intl.formatMessage(messages.liked, { name: decided.member.name })} ${intl.formatMessage(messages.likesLeft, { count: likesLeft })}`
        : intl.formatMessage(messages.passed, { name: decided.member.name });
  return (
    <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
      {text}
    </VisuallyHidden>
  );
};
