import { css } from '@linaria/core';
import { useSelector } from '@xstate/react';
import type { SubmitEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link, Redirect, useSearch } from 'wouter';
import { directDebitFeature } from '../../machines/direct-debit/feature';
import { directDebitFields } from '../../machines/direct-debit/direct-debit.machine';
import { selectDirectDebitPackage, selectDirectDebitProblems, selectDirectDebitStep } from '../../machines/direct-debit/selectors';
import { useFeatureActor } from '../app-actor';
import { classed } from '../shell/classed';
import { Card, ErrorText, Heading, Page, PrimaryButton, Spinner } from '../shell/ui';
import { money } from './payment-labels';
import { MandateForm } from './MandateForm';
import { SmsCodeForm } from './SmsCodeForm';

const messages = defineMessages<{
  title: {}; noPackage: {}; choose: {}; blocked: {}; limit: {}; order: { amount: string; credits: number }; loading: {}; offerFailed: {}; retry: {};
}>({
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
  order: { id: 'payments.dd.order', defaultMessage: 'Bedrag: {amount} voor {credits, plural, one {# credit} other {# credits}}' },
  loading: { id: 'payments.dd.loading', defaultMessage: 'Je bestelling wordt opgehaald…' },
  offerFailed: { id: 'payments.dd.offerFailed', defaultMessage: 'Je bestelling kon niet worden opgehaald.' },
  retry: { id: 'payments.retry', defaultMessage: 'Opnieuw proberen' },
});

const Notice = classed('div', css`
  display: grid;
  gap: 0.5rem;
`);

/** /directdebit?package={id}&code={code?} (spec §3, §5, §8): the amount, the mandate, then its SMS code. */
export const DirectDebitScreen = () => {
  const intl = useIntl();
  const search = new URLSearchParams(useSearch());
  const packageId = search.get('package');
  if (packageId === null || packageId === '')
    return (
      <Page>
        <Heading>{intl.formatMessage(messages.title)}</Heading>
        <p>
          {intl.formatMessage(messages.noPackage)} <Link href="/credits">{intl.formatMessage(messages.choose)}</Link>
        </p>
      </Page>
    );
  return <DirectDebit packageId={packageId} discountCode={search.get('code')} />;
};

const DirectDebit = ({ packageId, discountCode }: { packageId: string; discountCode: string | null }) => {
  const intl = useIntl();
  const actor = useFeatureActor(directDebitFeature, { input: { packageId, discountCode } });
  const step = useSelector(actor, selectDirectDebitStep);
  const chosen = useSelector(actor, selectDirectDebitPackage);
  if (step === 'unknownPackage') return <Redirect to="/credits" replace />;
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    actor.send({ type: step === 'code' ? 'dd.confirm' : 'dd.submit' });
    // A form the check refused: the first field it names takes the focus, so its error is read out.
    const problems = selectDirectDebitProblems(actor.getSnapshot());
    const first = [...directDebitFields, 'consent' as const, 'withdrawal_waiver' as const].find((field) => problems[field] !== undefined);
    const field = first === undefined ? null : form.elements.namedItem(first);
    if (field instanceof HTMLElement) field.focus();
  };
  return (
    <Page>
      <Heading>{intl.formatMessage(messages.title)}</Heading>
      <Card>
        {step === 'loading' && <Spinner role="progressbar" aria-label={intl.formatMessage(messages.loading)} />}
        {step === 'offerFailed' && (
          <Notice role="alert">
            <ErrorText>{intl.formatMessage(messages.offerFailed)}</ErrorText>
            <PrimaryButton type="button" onClick={() => actor.send({ type: 'dd.retry' })}>
              {intl.formatMessage(messages.retry)}
            </PrimaryButton>
          </Notice>
        )}
        {chosen !== null && (step === 'form' || step === 'code') && (
          <p>
            <strong>{intl.formatMessage(messages.order, { amount: money(intl, chosen.discounted_amount, chosen.currency), credits: chosen.credits })}</strong>
          </p>
        )}
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
