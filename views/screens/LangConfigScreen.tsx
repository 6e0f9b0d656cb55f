import { css } from '@linaria/core';
import { classed } from '../shell/classed';
import { useSelector } from '@xstate/react';
import { defineMessages, useIntl } from 'react-intl';
import { selectAvailable, selectLocale } from '../../machines/locale/selectors';
import { ownName } from '../nav/language-names';
import { useShellActors } from '../shell-actors';
import { Card, Heading, Page } from '../shell/ui';
import { colors } from '../theme';

const messages = defineMessages<{ title: {}; intro: {} }>({
  title: { id: 'screen.langConfig', defaultMessage: 'Taalinstellingen' },
  intro: { id: 'langConfig.intro', defaultMessage: 'Kies de taal van de site. We onthouden je keuze.' },
});

const Choices = classed('ul', css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(10rem, 1fr));
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
  & button {
    width: 100%;
    min-height: 44px;
    border: 1px solid ${colors.border};
    border-radius: 8px;
    background: ${colors.surface};
    color: ${colors.text};
    font: inherit;
    cursor: pointer;
  }
  & button[aria-pressed='true'] {
    border-color: ${colors.dark};
    font-weight: 700;
  }
`);

/** /lang-config: every interface language, beyond those the header offers for the visitor's country. */
export const LangConfigScreen = () => {
  const intl = useIntl();
  const { locale: actor } = useShellActors();
  const current = useSelector(actor, selectLocale);
  const available = useSelector(actor, selectAvailable);
  return (
    <Page>
      <Heading>{intl.formatMessage(messages.title)}</Heading>
      <Card>
        <p>{intl.formatMessage(messages.intro)}</p>
        <Choices>
          {available.map((locale) => (
            <li key={locale}>
              <button type="button" lang={locale} aria-pressed={locale === current} onClick={() => actor.send({ type: 'locale.switch', locale })}>
                {ownName(locale)}
              </button>
            </li>
          ))}
        </Choices>
      </Card>
    </Page>
  );
};
