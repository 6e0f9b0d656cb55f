import { css } from '@linaria/core';
import { useSelector } from '@xstate/react';
import { defineMessages, useIntl } from 'react-intl';
import { selectUser } from '../../machines/app/selectors';
import { settingsFeature } from '../../machines/settings/feature';
import { selectChangeFailed, selectSettingsBusy, selectSettingsLoadFailed, selectSettingsLoading } from '../../machines/settings/selectors';
import { useApp, useFeatureActor } from '../app-actor';
import { BlockedList } from '../settings/BlockedList';
import { DeleteAccount } from '../settings/deletion/DeleteAccount';
import { EmailForm } from '../settings/EmailForm';
import { InvisibleSwitch } from '../settings/InvisibleSwitch';
import { LanguageChoice } from '../settings/LanguageChoice';
import { NotificationSettings } from '../settings/NotificationSettings';
import { PasswordForm } from '../settings/PasswordForm';
import { PushSwitch } from '../push/PushSwitch';
import { SettingsSection } from '../settings/SettingsSection';
import { classed } from '../shell/classed';
import { ErrorText, Heading, Page, PrimaryButton, Spinner } from '../shell/ui';
import { colors, media, primaryPill } from '../theme';

const messages = defineMessages({
  title: { id: 'screen.settings', defaultMessage: 'Instellingen' },
  sections: { id: 'settings.sections', defaultMessage: 'Onderdelen' },
  loading: { id: 'settings.loading', defaultMessage: 'Instellingen worden geladen…' },
  loadFailed: { id: 'settings.loadFailed', defaultMessage: 'De instellingen konden niet worden geladen.' },
  retry: { id: 'settings.retry', defaultMessage: 'Opnieuw proberen' },
  changeFailed: { id: 'settings.changeFailed', defaultMessage: 'Dat is niet gelukt. Er is niets veranderd; probeer het opnieuw.' },
  mail: { id: 'settings.mail.heading', defaultMessage: 'E-mailmeldingen' },
  push: { id: 'settings.push.heading', defaultMessage: 'Pushmeldingen' },
  privacy: { id: 'settings.privacy.heading', defaultMessage: 'Privacy' },
  language: { id: 'settings.language.heading', defaultMessage: 'Taal' },
  password: { id: 'settings.password.heading', defaultMessage: 'Wachtwoord' },
  email: { id: 'settings.email.heading', defaultMessage: 'E-mailadres' },
  data: { id: 'settings.data.heading', defaultMessage: 'Jouw gegevens' },
  dataText: {
    id: 'settings.data.text',
    defaultMessage: 'Download alles wat we over je bewaren (je profiel, foto’s, gesprekken, likes en betalingen) als één JSON-bestand.',
  },
  dataLink: { id: 'settings.data.link', defaultMessage: 'Mijn gegevens downloaden' },
  delete: { id: 'settings.delete.heading', defaultMessage: 'Account verwijderen' },
});

/** The sections in page order: their anchors, and the side list's links on a desktop. */
const sections = {
  mail: 'settings-notifications',
  push: 'settings-push',
  privacy: 'settings-privacy',
  language: 'settings-language',
  password: 'settings-password',
  email: 'settings-email',
  data: 'settings-data',
  delete: 'settings-delete',
} as const;
const sectionOrder = Object.keys(sections) as ReadonlyArray<keyof typeof sections>;

const Layout = classed('div', css`
  display: grid;
  gap: 1rem;
  ${media.lg} {
    grid-template-columns: 14rem minmax(0, 1fr);
    align-items: start;
  }
`);

const SideList = classed('nav', css`
  display: none;
  ${media.lg} {
    display: block;
    position: sticky;
    top: 1rem;
  }
  & ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  & a {
    display: flex;
    align-items: center;
    min-height: 44px;
    padding: 0 0.75rem;
    border-radius: 8px;
    color: ${colors.dark};
    text-decoration: none;
  }
  & a:hover,
  & a:focus-visible {
    background: ${colors.background};
  }
`);

const Sections = classed('div', css`
  display: grid;
  gap: 1rem;
`);

const Download = classed('a', css`
  display: inline-flex;
  align-items: center;
  ${primaryPill}
`);

/**
 * /settings (spec §2): e-mail notifications, push, privacy (invisible mode, blocked members), language,
 * password, e-mail address, the member's data, and leaving. Stacked on a phone; a desktop adds a side list.
 */
export const SettingsScreen = () => {
  const intl = useIntl();
  const actor = useFeatureActor(settingsFeature);
  const loading = useSelector(actor, selectSettingsLoading);
  const loadFailed = useSelector(actor, selectSettingsLoadFailed);
  const changeFailed = useSelector(actor, selectChangeFailed);
  const busy = useSelector(actor, selectSettingsBusy);
  const status = useApp(selectUser)?.status ?? 'active';
  return (
    <Page>
      <Heading>{intl.formatMessage(messages.title)}</Heading>
      <Layout>
        <SideList aria-label={intl.formatMessage(messages.sections)}>
          <ul>
            {sectionOrder.map((key) => (
              <li key={key}>
                <a href={`#${sections[key]}`}>{intl.formatMessage(messages[key])}</a>
              </li>
            ))}
          </ul>
        </SideList>
        <Sections>
          <NotificationSettings id={sections.mail} />
          <SettingsSection id={sections.push} heading={intl.formatMessage(messages.push)}>
            <PushSwitch />
          </SettingsSection>
          <SettingsSection id={sections.privacy} heading={intl.formatMessage(messages.privacy)} busy={loading || busy}>
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
              <>
                {changeFailed && <ErrorText role="alert">{intl.formatMessage(messages.changeFailed)}</ErrorText>}
                <InvisibleSwitch actor={actor} />
                <BlockedList actor={actor} />
              </>
            )}
          </SettingsSection>
          <SettingsSection id={sections.language} heading={intl.formatMessage(messages.language)}>
            <LanguageChoice />
          </SettingsSection>
          <SettingsSection id={sections.password} heading={intl.formatMessage(messages.password)}>
            <PasswordForm />
          </SettingsSection>
          <SettingsSection id={sections.email} heading={intl.formatMessage(messages.email)}>
            <EmailForm status={status} />
          </SettingsSection>
          <SettingsSection id={sections.data} heading={intl.formatMessage(messages.data)}>
            <p>{intl.formatMessage(messages.dataText)}</p>
            {/* A plain download: the server answers with a JSON attachment (not a contract call). */}
            <Download href="/api/export.php" download>
              {intl.formatMessage(messages.dataLink)}
            </Download>
          </SettingsSection>
          <SettingsSection id={sections.delete} heading={intl.formatMessage(messages.delete)}>
            <DeleteAccount settings={actor} emailAnchor={sections.email} />
          </SettingsSection>
        </Sections>
      </Layout>
    </Page>
  );
};
