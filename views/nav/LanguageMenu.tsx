import { styled } from '@linaria/react';
import { useSelector } from '@xstate/react';
import { defineMessages, useIntl } from 'react-intl';
import type { Locale } from '../../io/entities/locale';
import { selectSettings } from '../../machines/app/selectors';
import { offeredLocales } from '../../machines/locale/offered';
import { selectIsSwitching, selectLocale } from '../../machines/locale/selectors';
import { useApp } from '../app-actor';
import { useShellActors } from '../shell-actors';
import { DropdownPanel, DropdownItem, Dropdown } from './Dropdown';

const messages = defineMessages<{ language: { language: string } }>({
  language: { id: 'nav.language', defaultMessage: 'Taal: {language}' },
});

/** Each language named in itself, so a member can find theirs whatever the page's language. */
const ownName = (locale: Locale): string => new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;

const Code = styled.span`
  text-transform: uppercase;
  font-weight: 700;
`;

/** The language dropdown: the languages of the visitor's country (spec §9), switching in place. */
export const LanguageMenu = () => {
  const intl = useIntl();
  const { locale: actor } = useShellActors();
  const current = useSelector(actor, selectLocale);
  const switching = useSelector(actor, selectIsSwitching);
  const settings = useApp(selectSettings);
  const offered = offeredLocales(settings.geoip_selected_country ?? settings.geoip_country, current);
  if (offered.length < 2) return null;
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
      </DropdownPanel>
    </Dropdown>
  );
};
