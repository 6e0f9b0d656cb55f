import { defineMessages, useIntl } from 'react-intl';
import { NotificationSettings } from '../settings/NotificationSettings';
import { Heading, Page } from '../shell/ui';

const messages = defineMessages({
  title: { id: 'screen.notifications', defaultMessage: 'Meldingen' },
});

/** /notifications (spec §2): the e-mail notifications of the settings on a page of their own; the disabled-notifications alert leads here. */
export const NotificationsScreen = () => {
  const intl = useIntl();
  return (
    <Page>
      <Heading>{intl.formatMessage(messages.title)}</Heading>
      <NotificationSettings id="notifications" />
    </Page>
  );
};
