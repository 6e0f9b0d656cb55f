import { useSelector } from '@xstate/react';
import { defineMessages, useIntl } from 'react-intl';
import { Link, Redirect, useSearch } from 'wouter';
import { reactivationFeature } from '../../machines/account/feature';
import { selectReactivationStep } from '../../machines/account/selectors';
import { authTargets } from '../../machines/shell/route-table';
import { useFeatureActor } from '../app-actor';
import { SupportContacts } from '../shell/SupportContacts';
import { Card, ErrorText, Heading, Page, PrimaryButton, Spinner } from '../shell/ui';
import { accountMessages } from './account-messages';
import { accountNotice } from './styles';

const messages = defineMessages<{ title: {}; deleted: {}; home: {}; reactivating: {}; reactivateTitle: {}; expired: {} }>({
  title: { id: 'account.deleted.title', defaultMessage: 'Je account is verwijderd' },
  deleted: {
    id: 'account.deleted.text',
    defaultMessage: 'Je account is verwijderd. Bedenk je je? Met de link in de e-mail die we je stuurden, zet je je account binnen 14 dagen terug.',
  },
  home: { id: 'account.deleted.home', defaultMessage: 'Naar de startpagina' },
  reactivateTitle: { id: 'account.reactivate.title', defaultMessage: 'Account weer activeren' },
  reactivating: { id: 'account.reactivate.busy', defaultMessage: 'Je account wordt weer geactiveerd…' },
  expired: {
    id: 'account.reactivate.expired',
    defaultMessage: 'Je account kan niet meer met deze link worden teruggezet. Neem contact op met onze klantenservice.',
  },
});

/** /account-deleted: the page after a deletion; with ?token=… (the mailed link) its button brings the account back and logs in. */
export const AccountDeletedScreen = () => {
  const intl = useIntl();
  const token = new URLSearchParams(useSearch()).get('token');
  const actor = useFeatureActor(reactivationFeature, { input: { token } });
  const step = useSelector(actor, selectReactivationStep);
  if (step === 'done') return <Redirect to={authTargets.home} replace />;
  return (
    <Page aria-busy={step === 'reactivating'}>
      <Heading>{intl.formatMessage(step === 'deleted' ? messages.title : messages.reactivateTitle)}</Heading>
      <Card>
        {step === 'deleted' && (
          <div className={accountNotice}>
            <p>{intl.formatMessage(messages.deleted)}</p>
            <Link href="/">{intl.formatMessage(messages.home)}</Link>
          </div>
        )}
        {step === 'ready' && (
          <PrimaryButton type="button" onClick={() => actor.send({ type: 'reactivation.confirm' })}>
            {intl.formatMessage(messages.reactivateTitle)}
          </PrimaryButton>
        )}
        {step === 'reactivating' && <Spinner role="progressbar" aria-label={intl.formatMessage(messages.reactivating)} />}
        {step === 'linkInvalid' && (
          <div className={accountNotice} role="alert">
            <ErrorText>{intl.formatMessage(accountMessages.linkInvalid)}</ErrorText>
            <p>{intl.formatMessage(messages.expired)}</p>
            <SupportContacts label={intl.formatMessage(accountMessages.support)} complaintsLabel={intl.formatMessage(accountMessages.complaints)} />
          </div>
        )}
        {step === 'failed' && (
          <div className={accountNotice} role="alert">
            <ErrorText>{intl.formatMessage(accountMessages.general)}</ErrorText>
            <PrimaryButton type="button" onClick={() => actor.send({ type: 'reactivation.retry' })}>
              {intl.formatMessage(accountMessages.retry)}
            </PrimaryButton>
          </div>
        )}
      </Card>
    </Page>
  );
};
