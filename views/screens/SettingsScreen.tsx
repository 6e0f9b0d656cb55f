import { useActorRef, useSelector } from '@xstate/react';
import { defineMessages, useIntl } from 'react-intl';
import { settingsFeature } from '../../machines/settings/feature';
import { selectChangeFailed, selectSettingsLoadFailed, selectSettingsLoading } from '../../machines/settings/selectors';
import { useFeatureMachine } from '../app-actor';
import { BlockedList } from '../settings/BlockedList';
import { InvisibleSwitch } from '../settings/InvisibleSwitch';
import { PushSwitch } from '../push/PushSwitch';
import { Card, ErrorText, Heading, Page, PrimaryButton, Spinner } from '../shell/ui';

const messages = defineMessages({
  title: { id: 'screen.settings', defaultMessage: 'Instellingen' },
  loading: { id: 'settings.loading', defaultMessage: 'Instellingen worden geladen…' },
  loadFailed: { id: 'settings.loadFailed', defaultMessage: 'De instellingen konden niet worden geladen.' },
  retry: { id: 'settings.retry', defaultMessage: 'Opnieuw proberen' },
  changeFailed: { id: 'settings.changeFailed', defaultMessage: 'Dat is niet gelukt. Er is niets veranderd; probeer het opnieuw.' },
});

/** /settings: invisible mode and the blocked members (other settings come with later issues). */
export const SettingsScreen = () => {
  const intl = useIntl();
  const actor = useActorRef(useFeatureMachine(settingsFeature));
  const loading = useSelector(actor, selectSettingsLoading);
  const loadFailed = useSelector(actor, selectSettingsLoadFailed);
  const changeFailed = useSelector(actor, selectChangeFailed);
  return (
    <Page aria-busy={loading}>
      <Heading>{intl.formatMessage(messages.title)}</Heading>
      {loading && <Spinner role="progressbar" aria-label={intl.formatMessage(messages.loading)} />}
      {loadFailed && (
        <div role="alert">
          <ErrorText>{intl.formatMessage(messages.loadFailed)}</ErrorText>
          <PrimaryButton type="button" onClick={() => actor.send({ type: 'settings.retry' })}>
            {intl.formatMessage(messages.retry)}
          </PrimaryButton>
        </div>
      )}
      {!loading && !loadFailed && (
        <Card>
          {changeFailed && <ErrorText role="alert">{intl.formatMessage(messages.changeFailed)}</ErrorText>}
          <InvisibleSwitch actor={actor} />
          <PushSwitch />
          <BlockedList actor={actor} />
        </Card>
      )}
    </Page>
  );
};
