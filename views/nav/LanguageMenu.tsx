import { css } from '@linaria/core';
import { classed } from '../shell/classed';
import { useSelector } from '@xstate/react';
import { defineMessages, useIntl } from 'react-intl';
import { offeredLocales } from '../../machines/locale/offered';
import { selectIsSwitching, selectLocale } from '../../machines/locale/selectors';
import { selectVisitorCountry } from '../../machines/shared/visitor-country';
import { useApp } from '../app-actor';
import { useShellActors } from '../shell-actors';
import { Link } from 'wouter';
import { Dropdown, DropdownItem, DropdownLink, DropdownPanel } from './Dropdown';
import { ownName } from './language-names';

const messages = defineMessages<{ language: { language: string }; more: {} }>({
  language: { id: 'nav.language', defaultMessage: 'Taal: {language}' },
  more: { id: 'nav.moreLanguages', defaultMessage: 'Alle talen…' },
});


const Code = classed('span', css`
  text-transform: uppercase;
  font-weight: 700;
`);

/** The language dropdown: the languages of the visitor's country (spec §9), switching in place; all others on /lang-config. */
export const LanguageMenu = () => {
  const intl = useIntl();
  const { locale: actor } = useShellActors();
  const current = useSelector(actor, selectLocale);
  const switching = useSelector(actor, selectIsSwitching);
  const offered = offeredLocales(useApp(selectVisitorCountry), current);
  return (
    <Dropdown summary={<Code>{current}</Code>} label={intl.formatMessage(messages.language, { language: ownName(current) })} busy={switching}>
      <DropdownPanel>
        {offered.map((locale) => (
          <li key={locale}>
            <DropdownItem
              type="button"
              lang={locale}
              aria-current={locale === current}
              onClick={() => actor.send({ type: 'locale.switch', locale })}
            >
              {ownName(locale)}
            </DropdownItem>
          </li>
        ))}
        <li>
          <Link href="/lang-config" asChild>
            <DropdownLink>{intl.formatMessage(messages.more)}</DropdownLink>
          </Link>
        </li>
      </DropdownPanel>
    </Dropdown>
  );
};
