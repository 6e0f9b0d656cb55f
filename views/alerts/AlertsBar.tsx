import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import type { User } from '../../io/entities/user';
import type { alertsMachine } from '../../machines/alerts/alerts.machine';
import { selectBarAlerts, selectCanEnablePush, selectIsRequestingPush, selectNotificationsDisabledReason } from '../../machines/alerts/selectors';
import type { AlertId, DismissibleAlert } from '../../machines/alerts/visible-alerts';
import { ActivationModal } from './ActivationModal';
import { ActionButton, DismissButton, Item, Stack, Toast } from './alert-styles';
import { alertMessages as messages } from './alert-messages';

type AlertsActor = ActorRefFrom<typeof alertsMachine>;

const reasonText: Record<User['notifications_disabled'][number], MessageDescriptor> = {
  fbl: messages.disabledFbl,
  bounce: messages.disabledBounce,
  'list-unsubscribe': messages.disabledUnsubscribed,
};

/** One alert: its text, an optional action, and (when dismissible) a labelled close button. */
const Alert = (props: { role: 'alert' | 'status'; children: ReactNode; onDismiss?: () => void; dismissLabel?: string }) => (
  <Item role={props.role}>
    {props.children}
    {props.onDismiss !== undefined && (
      <DismissButton type="button" aria-label={props.dismissLabel} onClick={props.onDismiss}>
        ×
      </DismissButton>
    )}
  </Item>
);

/** The alerts stacked under the top navigation (spec §4; the push offer over the bottom corner), and the activation reminder's modal form. */
export const AlertsBar = ({ actor }: { actor: AlertsActor }) => {
  const intl = useIntl();
  const alerts = useSelector(actor, selectBarAlerts);
  const canEnablePush = useSelector(actor, selectCanEnablePush);
  const requestingPush = useSelector(actor, selectIsRequestingPush);
  const reason = useSelector(actor, selectNotificationsDisabledReason);
  const dismiss = (alert: DismissibleAlert) => () => actor.send({ type: 'alerts.dismiss', alert });

  const render = (alert: AlertId) => {
    switch (alert) {
      case 'activation':
        return (
          <Alert key={alert} role="alert">
            <p>
              <strong>{intl.formatMessage(messages.activationTitle)}</strong> {intl.formatMessage(messages.activationText)}{' '}
              {intl.formatMessage(messages.activationResendHint)}
            </p>
          </Alert>
        );
      case 'addPhoto':
        return (
          <Alert key={alert} role="status" onDismiss={dismiss(alert)} dismissLabel={intl.formatMessage(messages.addPhotoDismiss)}>
            <p>{intl.formatMessage(messages.addPhotoText)}</p>
            <Link href="/profile">{intl.formatMessage(messages.addPhotoLink)}</Link>
          </Alert>
        );
      case 'push':
        return (
          <Alert key={alert} role="status" onDismiss={dismiss(alert)} dismissLabel={intl.formatMessage(messages.pushDismiss)}>
            <p>{intl.formatMessage(messages.pushText)}</p>
            <ActionButton
              type="button"
              disabled={!canEnablePush}
              aria-busy={requestingPush}
              onClick={() => actor.send({ type: 'alerts.enablePush' })}
            >
              {intl.formatMessage(requestingPush ? messages.pushEnabling : messages.pushEnable)}
            </ActionButton>
          </Alert>
        );
      case 'notificationsDisabled':
        return (
          <Alert key={alert} role="alert" onDismiss={dismiss(alert)} dismissLabel={intl.formatMessage(messages.disabledDismiss)}>
            <p>{intl.formatMessage(reasonText[reason ?? 'bounce'])}</p>
            <Link href="/notifications">{intl.formatMessage(messages.disabledLink)}</Link>
          </Alert>
        );
    }
  };

  const stacked = alerts.filter((alert) => alert !== 'push');
  return (
    <>
      {stacked.length > 0 && <Stack aria-label={intl.formatMessage(messages.region)}>{stacked.map(render)}</Stack>}
      {alerts.includes('push') && <Toast>{render('push')}</Toast>}
      <ActivationModal actor={actor} />
    </>
  );
};
