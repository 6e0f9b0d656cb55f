import { css } from '@linaria/core';
import { useSelector } from '@xstate/react';
import { defineMessages, useIntl } from 'react-intl';
import { Link, useParams } from 'wouter';
import { transactionsFeature } from '../../machines/payment/feature';
import { selectTransactions, selectTransactionsFailed, selectTransactionsLoading } from '../../machines/payment/selectors';
import { useFeatureActor } from '../app-actor';
import { classed } from '../shell/classed';
import { Card, ErrorText, Heading, Page, PrimaryButton, Spinner } from '../shell/ui';
import { colors } from '../theme';
import { PaymentResult } from './PaymentResult';
import { money, statusLabel } from './payment-labels';

const messages = defineMessages<{ title: {}; loading: {}; failed: {}; retry: {}; none: {}; buy: {}; line: { credits: number; amount: string; status: string } }>({
  title: { id: 'payments.transactions.title', defaultMessage: 'Mijn betalingen' },
  loading: { id: 'payments.transactions.loading', defaultMessage: 'Betalingen worden geladen…' },
  failed: { id: 'payments.transactions.failed', defaultMessage: 'Je betalingen konden niet worden geladen.' },
  retry: { id: 'payments.retry', defaultMessage: 'Opnieuw proberen' },
  none: { id: 'payments.transactions.none', defaultMessage: 'Je hebt nog niets gekocht.' },
  buy: { id: 'payments.transactions.buy', defaultMessage: 'Credits kopen' },
  line: { id: 'payments.transactions.line', defaultMessage: '{credits, plural, one {# credit} other {# credits}} · {amount} · {status}' },
});

const Lines = classed('ul', css`
  display: grid;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
  & a {
    display: grid;
    gap: 0.2rem;
    min-height: 44px;
    padding: 0.5rem 0.75rem;
    border: 1px solid ${colors.border};
    border-radius: 8px;
    color: inherit;
    text-decoration: none;
  }
  & time {
    color: ${colors.muted};
    font-size: 0.9rem;
  }
`);

const TransactionList = () => {
  const intl = useIntl();
  const actor = useFeatureActor(transactionsFeature);
  const transactions = useSelector(actor, selectTransactions);
  const loading = useSelector(actor, selectTransactionsLoading);
  const failed = useSelector(actor, selectTransactionsFailed);
  return (
    <>
      <Heading>{intl.formatMessage(messages.title)}</Heading>
      {loading && <Spinner role="progressbar" aria-label={intl.formatMessage(messages.loading)} />}
      {failed && (
        <div role="alert">
          <ErrorText>{intl.formatMessage(messages.failed)}</ErrorText>
          <PrimaryButton type="button" onClick={() => actor.send({ type: 'transactions.retry' })}>
            {intl.formatMessage(messages.retry)}
          </PrimaryButton>
        </div>
      )}
      {!loading && !failed && (
        <Card>
          {transactions.length === 0 && <p>{intl.formatMessage(messages.none)}</p>}
          <Lines>
            {transactions.map((payment) => (
              <li key={payment.payment_id}>
                <Link href={`/transactions/${encodeURIComponent(payment.payment_id)}`}>
                  <span>
                    {intl.formatMessage(messages.line, {
                      credits: payment.credits,
                      amount: money(intl, payment.amount, payment.currency),
                      status: statusLabel(intl, payment.status),
                    })}
                  </span>
                  <time dateTime={payment.created_at}>{intl.formatDate(payment.created_at, { dateStyle: 'medium', timeStyle: 'short' })}</time>
                </Link>
              </li>
            ))}
          </Lines>
          <p>
            <Link href="/credits">{intl.formatMessage(messages.buy)}</Link>
          </p>
        </Card>
      )}
    </>
  );
};

/** /transactions: the member's payments; /transactions/{id}: one payment's result and receipt. */
export const TransactionsScreen = () => {
  const { id } = useParams<{ id?: string }>();
  return <Page>{id === undefined ? <TransactionList /> : <PaymentResult key={id} paymentId={id} />}</Page>;
};
