-- Payments (server/modules/payments): one payment per direct-debit mandate, and the embedded test provider's
-- payments found by our payment id.

-- A mandate is charged once: its payment's id is dd-<mandateId> (start.ts), and the read table holds at most
-- one payment per mandate, so a second one could never be recorded even if a bug began it.
CREATE UNIQUE INDEX payments_mandate ON payments (mandate_id) WHERE mandate_id IS NOT NULL;

-- The test provider creates one payment per payment of ours, as Mollie does under its Idempotency-Key:
-- creating the same payment again (its answer was lost) answers the first.
CREATE UNIQUE INDEX test_provider_payments_payment_id ON test_provider_payments (payment_id);

-- A member's open and pending payments hold their once-usable discount codes (offer.ts).
CREATE INDEX payments_member_open ON payments (member_id) WHERE status IN ('open', 'pending') AND discount_code IS NOT NULL;
