-- Payments (server/modules/payments): a read table of the payment streams, and the embedded test
-- provider's own state.

-- One row per payment, written by the payments projection (rebuilt from the payment-<id> streams).
CREATE TABLE payments (
  payment_id          text        PRIMARY KEY,
  member_id           bigint      NOT NULL,
  site                text        NOT NULL,
  package_id          text        NOT NULL,
  credits             integer     NOT NULL,
  amount              integer     NOT NULL,
  currency            text        NOT NULL,
  method              text        NOT NULL,
  discount_code       text,
  discount_percentage integer,
  provider            text        NOT NULL,
  provider_id         text,
  mandate_id          text,
  status              text        NOT NULL,
  -- The refund window the payment was bought under (the site's refund_days when it began).
  refund_days         integer     NOT NULL,
  created_at          timestamptz NOT NULL,
  paid_at             timestamptz,
  refundable_until    timestamptz,
  refunded_at         timestamptz
);
-- A member's transactions, newest first; the last paid one (repeat order).
CREATE INDEX payments_member ON payments (member_id, created_at DESC, payment_id DESC);
-- A webhook names the payment by the provider's id.
CREATE UNIQUE INDEX payments_provider_id ON payments (provider, provider_id) WHERE provider_id IS NOT NULL;
-- Reconciliation asks the provider about the payments not settled yet.
CREATE INDEX payments_unsettled ON payments (provider, created_at) WHERE status IN ('open', 'pending') AND provider_id IS NOT NULL;

-- The embedded test provider's payments: its own state, as a remote provider keeps its own. Not derived
-- from events, so a projection rebuild leaves it alone.
CREATE TABLE test_provider_payments (
  id              text        PRIMARY KEY,
  payment_id      text        NOT NULL,
  amount          integer     NOT NULL,
  currency        text        NOT NULL,
  description     text        NOT NULL,
  method          text        NOT NULL,
  redirect_url    text        NOT NULL,
  webhook_url     text        NOT NULL,
  mandate_id      text,
  status          text        NOT NULL,
  amount_refunded integer     NOT NULL DEFAULT 0,
  created_at      timestamptz NOT NULL
);
