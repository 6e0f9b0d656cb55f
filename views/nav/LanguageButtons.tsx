import { css } from '@linaria/core';
import { useSelector } from '@xstate/react';
import { selectAvailable, selectIsSwitching, selectLocale } from '../../machines/locale/selectors';
import { useShellActors } from '../shell-actors';
import { classed } from '../shell/classed';
import { colors } from '../theme';
import { ownName } from './language-names';

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
 * Every interface language the site offers, each named in itself, the current one pressed: a choice switches
 * the interface once its texts are in, and the locale machine saves it (cookie, and the account of a member).
 * /lang-config and the settings' language section.
 */
export const LanguageButtons = () => {
  const { locale: actor } = useShellActors();
  const current = useSelector(actor, selectLocale);
  const available = useSelector(actor, selectAvailable);
  const switching = useSelector(actor, selectIsSwitching);
  return (
    <Choices aria-busy={switching}>
      {available.map((locale) => (
        <li key={locale}>
          <button type="button" lang={locale} aria-pressed={locale === current} onClick={() => actor.send({ type: 'locale.switch', locale })}>
            {ownName(locale)}
          </button>
        </li>
      ))}
    </Choices>
  );
};
