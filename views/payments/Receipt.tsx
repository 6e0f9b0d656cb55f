import { css } from '@linaria/core';
import { Fragment } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { PaymentView } from '../../io/entities/payment';
import { classed } from '../shell/classed';
import { methodLabel, money, statusLabel } from './payment-labels';

const messages = defineMessages<{
  reference: {}; date: {}; credits: {}; amount: {}; method: {}; status: {}; code: {}; refundable: { date: string };
}>({
  reference: { id: 'payments.receipt.reference', defaultMessage: 'Kenmerk' },
  date: { id: 'payments.receipt.date', defaultMessage: 'Datum' },
  credits: { id: 'payments.receipt.credits', defaultMessage: 'Credits' },
  amount: { id: 'payments.receipt.amount', defaultMessage: 'Bedrag' },
  method: { id: 'payments.receipt.method', defaultMessage: 'Betaalmethode' },
  status: { id: 'payments.receipt.status', defaultMessage: 'Status' },
  code: { id: 'payments.receipt.code', defaultMessage: 'Kortingscode' },
  refundable: { id: 'payments.receipt.refundable', defaultMessage: 'Terug te vragen tot {date}' },
});

const List = classed('dl', css`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.35rem 1rem;
  margin: 0;
  & dt {
    font-weight: 600;
  }
  & dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`);

/** One payment's receipt: what was bought, when, for how much, how, and its state. */
export const Receipt = ({ payment }: { payment: PaymentView }) => {
  const intl = useIntl();
  const rows: Array<[string, string]> = [
    [intl.formatMessage(messages.reference), payment.payment_id],
    [intl.formatMessage(messages.date), intl.formatDate(payment.paid_at ?? payment.created_at, { dateStyle: 'long', timeStyle: 'short' })],
    [intl.formatMessage(messages.credits), intl.formatNumber(payment.credits)],
    [intl.formatMessage(messages.amount), money(intl, payment.amount, payment.currency)],
    [intl.formatMessage(messages.method), methodLabel(intl, payment.method)],
    [intl.formatMessage(messages.status), statusLabel(intl, payment.status)],
    ...(payment.discount_code === null ? [] : [[intl.formatMessage(messages.code), payment.discount_code] as [string, string]]),
  ];
  return (
    <>
      <List>
        {rows.map(([term, value]) => (
          <Fragment key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </List>
      {payment.refundable_until !== null && payment.status === 'paid' && (
        <p>{intl.formatMessage(messages.refundable, { date: intl.formatDate(payment.refundable_until, { dateStyle: 'long' }) })}</p>
      )}
    </>
  );
};
