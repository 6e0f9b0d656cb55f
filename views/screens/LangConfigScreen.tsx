import { defineMessages, useIntl } from 'react-intl';
import { LanguageButtons } from '../nav/LanguageButtons';
import { Card, Heading, Page } from '../shell/ui';

const messages = defineMessages<{ title: {}; intro: {} }>({
  title: { id: 'screen.langConfig', defaultMessage: 'Taalinstellingen' },
  intro: { id: 'langConfig.intro', defaultMessage: 'Kies de taal van de site. We onthouden je keuze.' },
});

/** /lang-config: every interface language, beyond those the header offers for the visitor's country. */
export const LangConfigScreen = () => {
  const intl = useIntl();
  return (
    <Page>
      <Heading>{intl.formatMessage(messages.title)}</Heading>
      <Card>
        <p>{intl.formatMessage(messages.intro)}</p>
        <LanguageButtons />
      </Card>
    </Page>
  );
};
