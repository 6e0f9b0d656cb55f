import { defineMessages, type IntlShape } from 'react-intl';
import type { PaymentStatus } from '../../io/entities/payment';
import type { PaymentMethod } from '../../io/entities/payment-method';

const methodMessages = defineMessages<Record<PaymentMethod, {}>>({
  directdebit: { id: 'payments.method.directdebit', defaultMessage: 'Automatische incasso' },
  transfer: { id: 'payments.method.transfer', defaultMessage: 'Bankoverschrijving' },
  creditcard: { id: 'payments.method.creditcard', defaultMessage: 'Creditcard' },
  ideal: { id: 'payments.method.ideal', defaultMessage: 'iDEAL' },
  bancontact: { id: 'payments.method.bancontact', defaultMessage: 'Bancontact' },
  paypal: { id: 'payments.method.paypal', defaultMessage: 'PayPal' },
  applepay: { id: 'payments.method.applepay', defaultMessage: 'Apple Pay' },
  blik: { id: 'payments.method.blik', defaultMessage: 'BLIK' },
  giropay: { id: 'payments.method.giropay', defaultMessage: 'giropay' },
  eps: { id: 'payments.method.eps', defaultMessage: 'EPS' },
  sofort: { id: 'payments.method.sofort', defaultMessage: 'SOFORT' },
});

const statusMessages = defineMessages<Record<PaymentStatus, {}>>({
  open: { id: 'payments.status.open', defaultMessage: 'Open' },
  pending: { id: 'payments.status.pending', defaultMessage: 'Wordt verwerkt' },
  paid: { id: 'payments.status.paid', defaultMessage: 'Betaald' },
  failed: { id: 'payments.status.failed', defaultMessage: 'Mislukt' },
  canceled: { id: 'payments.status.canceled', defaultMessage: 'Geannuleerd' },
  expired: { id: 'payments.status.expired', defaultMessage: 'Verlopen' },
  refunded: { id: 'payments.status.refunded', defaultMessage: 'Terugbetaald' },
});

/** A payment method's name in the member's language (brand names stay as they are). */
export const methodLabel = (intl: IntlShape, method: PaymentMethod): string => intl.formatMessage(methodMessages[method]);

export const statusLabel = (intl: IntlShape, status: PaymentStatus): string => intl.formatMessage(statusMessages[status]);

/** An amount in minor units (cents) as money in the member's locale: '€ 19,95', '19,95 zł'. */
export const money = (intl: IntlShape, minorUnits: number, currency: string): string =>
  intl.formatNumber(minorUnits / 100, { style: 'currency', currency });
