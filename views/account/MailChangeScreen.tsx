import { useSelector } from '@xstate/react';
import { defineMessages, useIntl } from 'react-intl';
import { Link, useSearch } from 'wouter';
import { mailChangeFeature } from '../../machines/account/feature';
import { selectMailChangeStep } from '../../machines/account/selectors';
import { selectSessionPhase } from '../../machines/app/selectors';
import { useApp, useFeatureActor } from '../app-actor';
import { Card, ErrorText, Heading, Page, PrimaryButton, Spinner } from '../shell/ui';
import { accountMessages } from './account-messages';
import { accountNotice } from './styles';

const messages = defineMessages<{ title: {}; confirming: {}; done: {}; taken: {}; onMember: {}; onVisitor: {} }>({
  title: { id: 'account.mailChange.title', defaultMessage: 'E-mailadres wijzigen' },
  confirming: { id: 'account.mailChange.confirming', defaultMessage: 'Je nieuwe e-mailadres wordt bevestigd…' },
  done: { id: 'account.mailChange.done', defaultMessage: 'Je e-mailadres is gewijzigd. We sturen je mails voortaan naar je nieuwe adres.' },
  taken: { id: 'account.mailChange.taken', defaultMessage: 'Dit e-mailadres heeft al een account op deze site.' },
  onMember: { id: 'account.mailChange.settings', defaultMessage: 'Naar je instellingen' },
  onVisitor: { id: 'account.mailChange.login', defaultMessage: 'Inloggen' },
});

/** /mail-change/do?token=…: confirms the new address on arrival, for a member or a visitor alike. */
export const MailChangeScreen = () => {
  const intl = useIntl();
  const token = new URLSearchParams(useSearch()).get('token');
  const member = useApp(selectSessionPhase) === 'in';
  const actor = useFeatureActor(mailChangeFeature, { input: { token, member } });
  const step = useSelector(actor, selectMailChangeStep);
  const onward = member ? (
    <Link href="/settings">{intl.formatMessage(messages.onMember)}</Link>
  ) : (
    <Link href="/login">{intl.formatMessage(messages.onVisitor)}</Link>
  );
  return (
    <Page aria-busy={step === 'confirming'}>
      <Heading>{intl.formatMessage(messages.title)}</Heading>
      <Card>
        {step === 'confirming' && <Spinner role="progressbar" aria-label={intl.formatMessage(messages.confirming)} />}
        {step === 'done' && (
          <div className={accountNotice} role="status">
            <p>{intl.formatMessage(messages.done)}</p>
            {onward}
          </div>
        )}
        {(step === 'linkInvalid' || step === 'emailTaken') && (
          <div className={accountNotice} role="alert">
            <ErrorText>{intl.formatMessage(step === 'linkInvalid' ? accountMessages.linkInvalid : messages.taken)}</ErrorText>
            {onward}
          </div>
        )}
        {step === 'failed' && (
          <div className={accountNotice} role="alert">
            <ErrorText>{intl.formatMessage(accountMessages.general)}</ErrorText>
            <PrimaryButton type="button" onClick={() => actor.send({ type: 'mailChange.retry' })}>
              {intl.formatMessage(accountMessages.retry)}
            </PrimaryButton>
          </div>
        )}
      </Card>
    </Page>
  );
};
