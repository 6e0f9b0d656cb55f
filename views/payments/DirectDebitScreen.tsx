import { css } from '@linaria/core';
import { useActorRef, useSelector } from '@xstate/react';
import type { SubmitEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link, useSearch } from 'wouter';
import { directDebitFeature } from '../../machines/direct-debit/feature';
import { selectDirectDebitStep } from '../../machines/direct-debit/selectors';
import { useFeatureMachine } from '../app-actor';
import { classed } from '../shell/classed';
import { Card, ErrorText, Heading, Page } from '../shell/ui';
import { MandateForm } from './MandateForm';
import { SmsCodeForm } from './SmsCodeForm';

const messages = defineMessages({
  title: { id: 'payments.dd.title', defaultMessage: 'Betalen met automatische incasso' },
  noPackage: { id: 'payments.dd.noPackage', defaultMessage: 'Kies eerst een pakket.' },
  choose: { id: 'payments.dd.choose', defaultMessage: 'Naar de pakketten' },
  blocked: {
    id: 'payments.dd.blocked',
    defaultMessage: 'Betalen met automatische incasso is voor jouw account tijdelijk geblokkeerd na te veel foute codes. Kies een andere betaalmethode of probeer het morgen opnieuw.',
  },
  limit: {
    id: 'payments.dd.limit',
    defaultMessage: 'Je hebt het maximale aantal incasso’s voor deze periode bereikt. Kies een andere betaalmethode.',
  },
});

const Notice = classed('div', css`
  display: grid;
  gap: 0.5rem;
`);

/** /directdebit?package={id} (spec §3, §5, §8): the mandate, then its SMS code. */
export const DirectDebitScreen = () => {
  const intl = useIntl();
  const packageId = new URLSearchParams(useSearch()).get('package');
  if (packageId === null || packageId === '')
    return (
      <Page>
        <Heading>{intl.formatMessage(messages.title)}</Heading>
        <p>
          {intl.formatMessage(messages.noPackage)} <Link href="/credits">{intl.formatMessage(messages.choose)}</Link>
        </p>
      </Page>
    );
  return <DirectDebit packageId={packageId} />;
};

const DirectDebit = ({ packageId }: { packageId: string }) => {
  const intl = useIntl();
  const actor = useActorRef(useFeatureMachine(directDebitFeature), { input: { packageId } });
  const step = useSelector(actor, selectDirectDebitStep);
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: step === 'code' ? 'dd.confirm' : 'dd.submit' });
  };
  return (
    <Page>
      <Heading>{intl.formatMessage(messages.title)}</Heading>
      <Card>
        {(step === 'blocked' || step === 'limit') && (
          <Notice role="alert">
            <ErrorText>{intl.formatMessage(messages[step])}</ErrorText>
            <Link href="/credits">{intl.formatMessage(messages.choose)}</Link>
          </Notice>
        )}
        {step === 'form' && <MandateForm actor={actor} onSubmit={onSubmit} />}
        {step === 'code' && <SmsCodeForm actor={actor} onSubmit={onSubmit} />}
      </Card>
    </Page>
  );
};
