import { css } from '@linaria/core';
import { useSelector } from '@xstate/react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { notificationTypes, type NotificationType } from '../../io/entities/account';
import type { User } from '../../io/entities/user';
import { notificationsFeature } from '../../machines/notifications/feature';
import {
  selectEmailChoices, selectEmailStoppedReasons, selectNotificationsFailure, selectNotificationsLoadFailed, selectNotificationsLoading,
  selectNotificationsSaving, selectResuming,
} from '../../machines/notifications/selectors';
import { useFeatureActor } from '../app-actor';
import { classed } from '../shell/classed';
import { ErrorText, PrimaryButton, Spinner } from '../shell/ui';
import { colors, radius } from '../theme';
import { SettingsSection } from './SettingsSection';
import { switchRow } from './styles';

const typeLabels = defineMessages<Record<NotificationType, {}>>({
  new_conversations: { id: 'settings.mail.newConversations', defaultMessage: 'Iemand begint een gesprek met je' },
  new_messages: { id: 'settings.mail.newMessages', defaultMessage: 'Nieuwe berichten' },
  like: { id: 'settings.mail.like', defaultMessage: 'Iemand vindt je leuk' },
  unread_message_reminders: { id: 'settings.mail.unreadReminders', defaultMessage: 'Herinneringen aan ongelezen berichten' },
  promotions: { id: 'settings.mail.promotions', defaultMessage: 'Aanbiedingen en acties' },
  weekly_updates: { id: 'settings.mail.weeklyUpdates', defaultMessage: 'Wekelijks overzicht van nieuwe leden' },
  news: { id: 'settings.mail.news', defaultMessage: 'Nieuws over de site' },
  reminders: { id: 'settings.mail.reminders', defaultMessage: 'Herinneringen als je een tijd niet bent geweest' },
});

const reasonTexts = defineMessages<Record<User['notifications_disabled'][number], {}>>({
  bounce: { id: 'settings.mail.stoppedBounce', defaultMessage: 'Onze mails kwamen niet aan: je mailbox stuurde ze terug.' },
  fbl: { id: 'settings.mail.stoppedFbl', defaultMessage: 'Een mail van ons is als spam gemeld.' },
  'list-unsubscribe': { id: 'settings.mail.stoppedUnsubscribed', defaultMessage: 'Je hebt je afgemeld via de link in een van onze mails.' },
});

const messages = defineMessages({
  heading: { id: 'settings.mail.heading', defaultMessage: 'E-mailmeldingen' },
  intro: { id: 'settings.mail.intro', defaultMessage: 'Kies over welke dingen we je een e-mail sturen. Een wijziging wordt meteen bewaard.' },
  loading: { id: 'settings.mail.loading', defaultMessage: 'E-mailmeldingen worden geladen…' },
  loadFailed: { id: 'settings.mail.loadFailed', defaultMessage: 'Je e-mailmeldingen konden niet worden geladen.' },
  retry: { id: 'settings.mail.retry', defaultMessage: 'Opnieuw proberen' },
  stopped: { id: 'settings.mail.stopped', defaultMessage: 'We sturen je op dit moment geen enkele e-mail. Waarom:' },
  resume: { id: 'settings.mail.resume', defaultMessage: 'E-mail weer aanzetten' },
  resuming: { id: 'settings.mail.resuming', defaultMessage: 'E-mail wordt weer aangezet…' },
  changeFailed: {
    id: 'settings.mail.changeFailed',
    defaultMessage: 'Je wijziging is niet bewaard; de schakelaars staan weer zoals ze waren. Probeer het opnieuw.',
  },
  resumeFailed: { id: 'settings.mail.resumeFailed', defaultMessage: 'E-mail kon niet weer worden aangezet. Probeer het opnieuw.' },
});

const Stopped = classed('div', css`
  display: grid;
  gap: 0.5rem;
  margin-bottom: 1rem;
  padding: 1rem;
  border-left: 4px solid ${colors.warning};
  border-radius: ${radius};
  background: ${colors.background};
  & p,
  & ul {
    margin: 0;
  }
  & button {
    justify-self: start;
  }
`);

const Switches = classed('ul', css`
  display: grid;
  gap: 0.25rem;
  margin: 0.75rem 0 0;
  padding: 0;
  list-style: none;
`);

/** The e-mail notifications (spec §3, §4): a switch per type, saved as switched; why e-mail stopped, and the way back. */
export const NotificationSettings = ({ id = 'settings-notifications' }: { id?: string }) => {
  const intl = useIntl();
  const actor = useFeatureActor(notificationsFeature);
  const loading = useSelector(actor, selectNotificationsLoading);
  const loadFailed = useSelector(actor, selectNotificationsLoadFailed);
  const choices = useSelector(actor, selectEmailChoices);
  const reasons = useSelector(actor, selectEmailStoppedReasons);
  const saving = useSelector(actor, selectNotificationsSaving);
  const resuming = useSelector(actor, selectResuming);
  const failure = useSelector(actor, selectNotificationsFailure);
  const failureText: MessageDescriptor | null = failure === 'change' ? messages.changeFailed : failure === 'resume' ? messages.resumeFailed : null;
  return (
    <SettingsSection id={id} heading={intl.formatMessage(messages.heading)} busy={loading || saving}>
      {loading && <Spinner role="progressbar" aria-label={intl.formatMessage(messages.loading)} />}
      {loadFailed && (
        <div role="alert">
          <ErrorText>{intl.formatMessage(messages.loadFailed)}</ErrorText>
          <PrimaryButton type="button" onClick={() => actor.send({ type: 'notifications.retry' })}>
            {intl.formatMessage(messages.retry)}
          </PrimaryButton>
        </div>
      )}
      {reasons.length > 0 && (
        <Stopped>
          <p>{intl.formatMessage(messages.stopped)}</p>
          <ul>
            {reasons.map((reason) => (
              <li key={reason}>{intl.formatMessage(reasonTexts[reason])}</li>
            ))}
          </ul>
          <PrimaryButton type="button" disabled={resuming} aria-busy={resuming} onClick={() => actor.send({ type: 'notifications.resume' })}>
            {intl.formatMessage(resuming ? messages.resuming : messages.resume)}
          </PrimaryButton>
        </Stopped>
      )}
      {failureText !== null && <ErrorText role="alert">{intl.formatMessage(failureText)}</ErrorText>}
      {choices !== null && (
        <>
          <p>{intl.formatMessage(messages.intro)}</p>
          <Switches>
            {notificationTypes.map((type) => (
              <li key={type}>
                <label className={switchRow}>
                  <input
                    type="checkbox"
                    role="switch"
                    name={type}
                    checked={choices[type]}
                    onChange={(event) => actor.send({ type: 'notifications.switch', notification: type, on: event.target.checked })}
                  />
                  {intl.formatMessage(typeLabels[type])}
                </label>
              </li>
            ))}
          </Switches>
        </>
      )}
    </SettingsSection>
  );
};
