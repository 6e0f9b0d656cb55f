import { useSelector } from '@xstate/react';
import { defineMessages, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import { selectNextLikeAt } from '../../machines/swipe-game/selectors';
import type { swipeGameMachine } from '../../machines/swipe-game/swipe-game.machine';
import { Card } from '../shell/ui';

const messages = defineMessages<{ title: {}; nextAt: { time: string }; tomorrow: {} }>({
  title: { id: 'swipeGame.limit.title', defaultMessage: 'Je likes voor vandaag zijn op' },
  nextAt: { id: 'swipeGame.limit.nextAt', defaultMessage: 'Je volgende like is mogelijk op {time}.' },
  tomorrow: { id: 'swipeGame.limit.tomorrow', defaultMessage: 'Morgen kun je weer liken.' },
});

/**
 * Today's likes are used up (spec §9): when the next one is possible, in the member's language and the
 * browser's time zone (react-intl formats in the time zone the member's device is set to).
 */
export const LimitNotice = (props: { actor: ActorRefFrom<typeof swipeGameMachine> }) => {
  const intl = useIntl();
  const nextLikeAt = useSelector(props.actor, selectNextLikeAt);
  return (
    <Card role="alert">
      <h2>{intl.formatMessage(messages.title)}</h2>
      <p>
        {nextLikeAt === null
          ? intl.formatMessage(messages.tomorrow)
          : intl.formatMessage(messages.nextAt, {
              time: intl.formatDate(nextLikeAt, { weekday: 'long', day: 'numeric', month: 'long', hour: 'numeric', minute: '2-digit' }),
            })}
      </p>
    </Card>
  );
};
