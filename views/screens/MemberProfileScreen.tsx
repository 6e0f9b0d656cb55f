import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { Heading, Page } from '../shell/ui';

const messages = defineMessages({
  title: { id: 'profile.title', defaultMessage: 'Profiel' },
  back: { id: 'profile.back', defaultMessage: 'Terug naar de leden' },
});

/** /members/{id}: only its heading until the profile screen is built (a later issue). */
export const MemberProfileScreen = () => {
  const intl = useIntl();
  return (
    <Page>
      <Heading>{intl.formatMessage(messages.title)}</Heading>
      <Link href="/members">{intl.formatMessage(messages.back)}</Link>
    </Page>
  );
};
