import { useSelector } from '@xstate/react';
import { defineMessages, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import { deletionFeature } from '../../../machines/deletion/feature';
import { selectDeletionStep } from '../../../machines/deletion/selectors';
import type { settingsMachine } from '../../../machines/settings/settings.machine';
import { useFeatureActor } from '../../app-actor';
import { secondaryButton } from '../styles';
import { Alternatives } from './Alternatives';
import { ConfirmStep } from './ConfirmStep';
import { ReasonStep } from './ReasonStep';

const messages = defineMessages({
  intro: {
    id: 'deletion.intro',
    defaultMessage: 'Je profiel, je foto’s en je gesprekken verdwijnen. Binnen 14 dagen kun je je account nog terughalen.',
  },
  start: { id: 'deletion.start', defaultMessage: 'Account verwijderen…' },
});

/**
 * Leaving, as steps inside the settings' last section rather than a dialog or a route: the alternatives can
 * link to the other sections and switch invisible mode in place, and a phone shows it as the page it is.
 */
export const DeleteAccount = ({ settings, emailAnchor }: { settings: ActorRefFrom<typeof settingsMachine>; emailAnchor: string }) => {
  const intl = useIntl();
  const actor = useFeatureActor(deletionFeature);
  const step = useSelector(actor, selectDeletionStep);
  switch (step) {
    case 'closed':
      return (
        <>
          <p>{intl.formatMessage(messages.intro)}</p>
          <button type="button" className={secondaryButton} onClick={() => actor.send({ type: 'deletion.start' })}>
            {intl.formatMessage(messages.start)}
          </button>
        </>
      );
    case 'alternatives':
      return <Alternatives actor={actor} settings={settings} emailAnchor={emailAnchor} />;
    case 'reason':
      return <ReasonStep actor={actor} />;
    case 'confirm':
      return <ConfirmStep actor={actor} />;
  }
};
