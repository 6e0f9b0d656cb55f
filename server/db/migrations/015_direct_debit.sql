-- Direct debit (spec §3 direct-debit form, server/modules/direct-debit).

-- Read table of the mandate streams (mandate-<id>): the limits and the block count a member's mandates here,
-- and the payments module finds the account to collect from. The IBAN is personal data, kept because it is
-- needed to collect; the SMS code is never here (its hash lives in the stream only).
CREATE TABLE direct_debit_mandates (
  id             text        PRIMARY KEY,
  member_id      bigint      NOT NULL,
  site           text        NOT NULL,
  package_id     text        NOT NULL,
  account_holder text        NOT NULL,
  iban           text        NOT NULL,
  street         text        NOT NULL,
  house_number   text        NOT NULL,
  zip            text        NOT NULL,
  city           text        NOT NULL,
  -- E.164, where the code went.
  phone          text        NOT NULL,
  -- pending (waiting for its code), void (too many wrong codes), confirmed, paid (its payment begun), refused.
  status         text        NOT NULL,
  wrong_codes    integer     NOT NULL,
  requested_at   timestamptz NOT NULL,
  confirmed_at   timestamptz,
  payment_id     text        UNIQUE,
  -- Set on a void mandate: its member may not use direct debit until then.
  blocked_until  timestamptz
);
-- The daily limit counts a member's requests, the 30-day limit their confirmations, the block their void mandates.
CREATE INDEX direct_debit_mandates_member ON direct_debit_mandates (member_id, requested_at);

-- Operational, left alone by a rebuild: who is starting a confirmed mandate's payment. A claim is taken in
-- the transaction that confirms, before the payment module is called outside any transaction, and dropped
-- when its answer is recorded; a second confirmation meanwhile finds the claim and starts nothing. A claim
-- left by a process that died runs out at claimed_until.
CREATE TABLE direct_debit_charge_claims (
  mandate_id    text        PRIMARY KEY,
  claimed_until timestamptz NOT NULL
);
