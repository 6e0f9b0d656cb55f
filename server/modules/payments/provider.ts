import type { PaymentMethod } from '../../../io/entities/payment-method';
import type { Queryable } from '../../db/database';

/**
 * A payment provider as the payments module sees it (the embedded test provider, Mollie). Modelled on how
 * hosted-checkout providers work: the server creates a payment and sends the payer to the provider's
 * checkout page; the provider calls the webhook with the payment's id only, and the server then asks the
 * provider for the status. Nothing the webhook carries is trusted.
 */
export type ProviderStatus = 'open' | 'pending' | 'paid' | 'failed' | 'canceled' | 'expired';

export interface ProviderPaymentRequest {
  /** Minor units (cents). */
  readonly amount: number;
  readonly currency: string;
  readonly description: string;
  readonly method: PaymentMethod;
  /** Where the provider sends the payer back (our /transactions/{paymentId}). */
  readonly redirectUrl: string;
  /** Where the provider reports a change (our POST /api/payment-webhook.php, body `id=<providerId>`). */
  readonly webhookUrl: string;
  /** Our payment id, kept by the provider beside its own. */
  readonly paymentId: string;
  /** A direct debit is collected from this mandate (no checkout page). */
  readonly mandateId?: string;
}

export interface ProviderPayment {
  /** The provider's id of the payment (Mollie: tr_…). */
  readonly id: string;
  readonly status: ProviderStatus;
  /** The provider's checkout page; null where the payer has nothing to do (a direct debit). */
  readonly checkoutUrl: string | null;
  /** Minor units refunded so far (0 when none). */
  readonly amountRefunded: number;
  /** Minor units the payer's bank took back (a chargeback; 0 when none): for us, as good as refunded. */
  readonly amountChargedBack: number;
}

export interface PaymentProvider {
  /** 'test' (embedded) or 'mollie': stored with each payment, so a payment is always asked of its own provider. */
  readonly name: 'test' | 'mollie';
  /**
   * Whether it can collect from a direct-debit mandate confirmed on our /directdebit page. Without it direct
   * debit is not offered (methods.ts): a mandate it could not charge would be taken from the member for nothing.
   */
  readonly supportsMandates: boolean;
  readonly createPayment: (request: ProviderPaymentRequest) => Promise<ProviderPayment>;
  readonly getPayment: (providerId: string) => Promise<ProviderPayment>;
  /** Gives back `amount` minor units of a paid payment. */
  readonly refundPayment: (providerId: string, amount: number, currency: string) => Promise<void>;
}

/** What begins a payment (server/modules/payments): also how a confirmed direct-debit mandate is charged. */
export interface PaymentOrder {
  readonly memberId: number;
  /** The site the member is on (its settings give currency, methods and refund window). */
  readonly domain: string;
  readonly packageId: string;
  readonly method: PaymentMethod;
  /** A discount code the member typed; the active time bonus applies without one. */
  readonly code: string | null;
  /**
   * The price the member was shown (minor units, after any discount): the payment begins only at that price. A
   * price list changed since their page loaded is refused ('price_changed') rather than charged. Absent from
   * older clients and from a mandate's payment (its form was checked against it).
   */
  readonly shownAmount?: number;
  /** The confirmed direct-debit mandate to collect from (method 'directdebit'); null otherwise. */
  readonly mandateId: string | null;
  /** This server's origin as the browser sees it (redirect and webhook URLs). */
  readonly origin: string;
  readonly at: Date;
}

export type PaymentOrderRejection =
  | 'unknown_package'
  | 'method_not_offered'
  | 'code_not_found'
  | 'code_already_used'
  | 'price_changed'
  | 'provider_unavailable';

/** Whether a direct-debit order would be accepted now (package, method, code), before its mandate exists; null when it would. */
export type DirectDebitCheck = (
  q: Queryable,
  order: Pick<PaymentOrder, 'memberId' | 'domain' | 'packageId' | 'code' | 'shownAmount' | 'at'>,
) => Promise<Exclude<PaymentOrderRejection, 'provider_unavailable'> | null>;

export type PaymentStarter = (
  order: PaymentOrder,
) => Promise<{ readonly ok: true; readonly paymentId: string; readonly checkoutUrl: string } | { readonly ok: false; readonly error: PaymentOrderRejection }>;
