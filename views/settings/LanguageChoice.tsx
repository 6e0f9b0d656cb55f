import { css } from '@linaria/core';
import { useSelector } from '@xstate/react';
import { defineMessages, useIntl } from 'react-intl';
import { selectAvailable, selectIsSwitching, selectLocale } from '../../machines/locale/selectors';
import { ownName } from '../nav/language-names';
import { useShellActors } from '../shell-actors';
import { classed } from '../shell/classed';
import { colors } from '../theme';

const messages = defineMessages({
  intro: { id: 'settings.language.intro', defaultMessage: 'De taal van de site en van de e-mails die we je sturen.' },
});

const Choices = classed('ul', css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
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

/**
 * The interface languages the site offers, as in the nav: a choice switches the interface once its texts are
 * in, and the locale machine saves it to the account (setLanguage) and the language cookie.
 */
export const LanguageChoice = () => {
  const intl = useIntl();
  const { locale: actor } = useShellActors();
  const current = useSelector(actor, selectLocale);
  const available = useSelector(actor, selectAvailable);
  const switching = useSelector(actor, selectIsSwitching);
  return (
    <>
      <p>{intl.formatMessage(messages.intro)}</p>
      <Choices aria-busy={switching}>
        {available.map((locale) => (
          <li key={locale}>
            <button type="button" lang={locale} aria-pressed={locale === current} onClick={() => actor.send({ type: 'locale.switch', locale })}>
              {ownName(locale)}
            </button>
          </li>
        ))}
      </Choices>
    </>
  );
};
