import { defineMessages, useIntl } from 'react-intl';
import { LanguageButtons } from '../nav/LanguageButtons';

const messages = defineMessages({
  intro: { id: 'settings.language.intro', defaultMessage: 'De taal van de site en van de e-mails die we je sturen.' },
});

/** The settings' language section: the languages of /lang-config, with what the choice also changes (the mails). */
export const LanguageChoice = () => {
  const intl = useIntl();
  return (
    <>
      <p>{intl.formatMessage(messages.intro)}</p>
      <LanguageButtons />
    </>
  );
};
