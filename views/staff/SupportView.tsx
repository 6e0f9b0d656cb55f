import { css } from '@linaria/core';
import { useSelector } from '@xstate/react';
import type { SubmitEvent } from 'react';
import { useIntl } from 'react-intl';
import { useCallback } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { MemberAccount, SupportPayment } from '../../io/entities/support';
import { supportFeature } from '../../machines/staff/feature';
import {
  selectAccount, selectCorrection, selectHits, selectRefundAsked, selectSupportBusy, selectSupportInvalid, selectSupportNote, selectSupportQuery,
} from '../../machines/staff/selectors';
import type { supportMachine, SupportNote } from '../../machines/staff/support.machine';
import { useFeatureActor } from '../app-actor';
import { classed } from '../shell/classed';
import { DialogButtons, SecondaryButton } from '../shell/dialog-parts';
import { Modal } from '../shell/Modal';
import { Card, ErrorText, Heading, Page, PrimaryButton, Spinner } from '../shell/ui';
import { labelledFields, media } from '../theme';
import { MemberDataActions } from './MemberDataActions';
import { supportMessages as messages } from './support-messages';
import { Scroll, Table } from './table';

type SupportActor = ActorRefFrom<typeof supportMachine>;

const Form = classed('form', css`
  display: grid;
  gap: 0.75rem;
  ${labelledFields}
  ${media.md} {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: end;
  }
`);



const noteMessage = {
  failed: messages.failed, corrected: messages.corrected, refunded: messages.refunded, insufficient: messages.insufficient, refundRefused: messages.refundRefused,
  activationSent: messages.activationSent, activationLimited: messages.activationLimited,
} as const;

const useMoney = () => {
  const intl = useIntl();
  return (payment: Pick<SupportPayment, 'currency'>, cents: number) => intl.formatNumber(cents / 100, { style: 'currency', currency: payment.currency });
};

const Search = ({ actor }: { actor: SupportActor }) => {
  const intl = useIntl();
  const text = intl.formatMessage;
  const query = useSelector(actor, selectSupportQuery);
  const hits = useSelector(actor, selectHits);
  const invalid = useSelector(actor, selectSupportInvalid) === 'query';
  const searching = useSelector(actor, selectSupportBusy) === 'searching';
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: 'support.search' });
  };
  return (
    <>
      <Form role="search" onSubmit={onSubmit} noValidate>
        <div>
          <label>
            {text(messages.searchLabel)}
            <input type="search" value={query} onChange={(change) => actor.send({ type: 'support.query', value: change.target.value })} aria-invalid={invalid}
              aria-describedby={invalid ? 'support-query-error' : 'support-query-hint'} />
          </label>
          <small id="support-query-hint">{text(messages.searchHint)}</small>
          {invalid ? <ErrorText id="support-query-error" role="alert">{text(messages.searchRequired)}</ErrorText> : null}
        </div>
        <PrimaryButton type="submit" disabled={searching} aria-busy={searching}>{text(searching ? messages.searching : messages.search)}</PrimaryButton>
      </Form>
      {hits === null ? null : hits.length === 0 ? <p>{text(messages.noHits)}</p> : (
        <ul aria-label={text(messages.hits)}>
          {hits.map((hit) => (
            <li key={hit.id}>
              <SecondaryButton type="button" onClick={() => actor.send({ type: 'support.open', memberId: hit.id })}>
                {text(messages.open, { name: hit.name, id: hit.id })}
              </SecondaryButton>{' '}
              {hit.email ?? ''} · {hit.site} · {hit.profileStatus}
            </li>
          ))}
        </ul>
      )}
    </>
  );
};

const Facts = ({ account }: { account: MemberAccount }) => {
  const intl = useIntl();
  const text = intl.formatMessage;
  const { member } = account;
  const rows: Array<[string, string]> = [
    [text(messages.email), member.email ?? ''],
    [text(messages.site), member.site],
    [text(messages.status), `${member.status} / ${member.profileStatus}`],
    [text(messages.credits), String(member.credits)],
    [text(messages.paid), text(member.paidUser ? messages.yes : messages.no)],
    [text(messages.language), member.language],
    [text(messages.signup), intl.formatDate(member.signupDate, { dateStyle: 'medium' })],
    [text(messages.notifications), member.notificationsDisabled.length === 0 ? text(messages.notificationsOn) : member.notificationsDisabled.join(', ')],
  ];
  return (
    <dl>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
};

const Ledger = ({ account }: { account: MemberAccount }) => {
  const intl = useIntl();
  const text = intl.formatMessage;
  return (
    <section aria-labelledby="support-ledger">
      <h3 id="support-ledger">{text(messages.ledger)}</h3>
      <p>{text(messages.ledgerSum, { sum: account.ledgerSum, credits: account.member.credits })}</p>
      <Scroll>
        <Table>
          <thead>
            <tr><th scope="col">{text(messages.when)}</th><th scope="col">{text(messages.type)}</th><th scope="col">{text(messages.change)}</th><th scope="col">{text(messages.detail)}</th></tr>
          </thead>
          <tbody>
            {account.ledger.map((line, index) => (
              <tr key={`${line.at}-${String(index)}`}>
                <td>{intl.formatDate(line.at, { dateStyle: 'medium', timeStyle: 'short' })}</td><td>{line.type}</td><td>{line.credits > 0 ? `+${String(line.credits)}` : line.credits}</td><td>{line.detail}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Scroll>
    </section>
  );
};

const Payments = ({ actor, account }: { actor: SupportActor; account: MemberAccount }) => {
  const intl = useIntl();
  const text = intl.formatMessage;
  const money = useMoney();
  return (
    <section aria-labelledby="support-payments">
      <h3 id="support-payments">{text(messages.payments)}</h3>
      {account.payments.length === 0 ? <p>{text(messages.noPayments)}</p> : (
        <Scroll>
          <Table>
            <thead>
              <tr><th scope="col">{text(messages.when)}</th><th scope="col">{text(messages.amount)}</th><th scope="col">{text(messages.paymentStatus)}</th><th scope="col">{text(messages.until)}</th><td /></tr>
            </thead>
            <tbody>
              {account.payments.map((payment) => (
                <tr key={payment.paymentId}>
                  <td>{intl.formatDate(payment.createdAt, { dateStyle: 'medium' })}</td>
                  <td>{money(payment, payment.amount)}</td>
                  <td>{payment.status}</td>
                  <td>{payment.refundableUntil === null ? '' : intl.formatDate(payment.refundableUntil, { dateStyle: 'medium' })}</td>
                  <td>
                    {payment.refund === null ? text(messages.notRefundable) : (
                      <>
                        {text(messages.refundShare, { amount: money(payment, payment.refund.amount), credits: payment.refund.credits })}{' '}
                        <SecondaryButton type="button" onClick={() => actor.send({ type: 'support.refund', paymentId: payment.paymentId })}>
                          {text(messages.refund, { id: payment.paymentId.slice(0, 8) })}
                        </SecondaryButton>
                      </>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </Scroll>
      )}
    </section>
  );
};

const Correction = ({ actor }: { actor: SupportActor }) => {
  const intl = useIntl();
  const text = intl.formatMessage;
  const form = useSelector(actor, selectCorrection);
  const invalid = useSelector(actor, selectSupportInvalid);
  const busy = useSelector(actor, selectSupportBusy) === 'correcting';
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: 'support.correct' });
  };
  const field = (name: 'credits' | 'reason') => (change: { target: { value: string } }) => actor.send({ type: 'support.correction', field: name, value: change.target.value });
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="support-correction">
      <h3 id="support-correction">{text(messages.correction)}</h3>
      <p id="support-correction-hint">{text(messages.correctionHint)}</p>
      <label>
        {text(messages.correctionCredits)}
        <input type="text" inputMode="numeric" value={form.credits} onChange={field('credits')} aria-invalid={invalid === 'credits'}
          aria-describedby={invalid === 'credits' ? 'support-credits-error' : 'support-correction-hint'} />
      </label>
      {invalid === 'credits' ? <ErrorText id="support-credits-error" role="alert">{text(messages.correctionInvalid)}</ErrorText> : null}
      <label>
        {text(messages.reason)}
        <input type="text" maxLength={500} value={form.reason} onChange={field('reason')} aria-invalid={invalid === 'reason'}
          aria-describedby={invalid === 'reason' ? 'support-reason-error' : undefined} />
      </label>
      {invalid === 'reason' ? <ErrorText id="support-reason-error" role="alert">{text(messages.reasonRequired)}</ErrorText> : null}
      <PrimaryButton type="submit" disabled={busy} aria-busy={busy}>{text(messages.correct)}</PrimaryButton>
    </form>
  );
};

const RefundDialog = ({ actor, account }: { actor: SupportActor; account: MemberAccount }) => {
  const intl = useIntl();
  const text = intl.formatMessage;
  const money = useMoney();
  const asked = useSelector(actor, selectRefundAsked);
  const invalid = useSelector(actor, selectSupportInvalid) === 'reason';
  const busy = useSelector(actor, selectSupportBusy) === 'refunding';
  const payment = account.payments.find((candidate) => candidate.paymentId === asked?.paymentId);
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: 'support.confirmRefund' });
  };
  return (
    <Modal open={asked !== null} onDismiss={() => actor.send({ type: 'support.cancel' })} labelledBy="support-refund-title">
      <form onSubmit={onSubmit} noValidate>
        <h2 id="support-refund-title">{text(messages.refundTitle, { id: asked?.paymentId.slice(0, 8) ?? '' })}</h2>
        {payment?.refund === null || payment === undefined ? null : (
          <p>{text(messages.refundIntro, { amount: money(payment, payment.refund.amount), credits: payment.refund.credits })}</p>
        )}
        <label>
          {text(messages.reason)}
          <input type="text" maxLength={500} value={asked?.reason ?? ''} onChange={(change) => actor.send({ type: 'support.refundReason', value: change.target.value })}
            aria-invalid={invalid} aria-describedby={invalid ? 'support-refund-error' : undefined} />
        </label>
        {invalid ? <ErrorText id="support-refund-error" role="alert">{text(messages.reasonRequired)}</ErrorText> : null}
        <DialogButtons>
          <SecondaryButton type="button" onClick={() => actor.send({ type: 'support.cancel' })}>{text(messages.cancel)}</SecondaryButton>
          <PrimaryButton type="submit" disabled={busy} aria-busy={busy}>{text(messages.confirmRefund)}</PrimaryButton>
        </DialogButtons>
      </form>
    </Modal>
  );
};

/** For a member whose address is not confirmed yet: the activation mail again (within its daily limit). */
const ResendActivation = ({ actor }: { actor: SupportActor }) => {
  const intl = useIntl();
  const busy = useSelector(actor, selectSupportBusy) === 'resending';
  return (
    <p>
      <SecondaryButton type="button" onClick={() => actor.send({ type: 'support.resendActivation' })} disabled={busy} aria-busy={busy}>
        {intl.formatMessage(messages.resendActivation)}
      </SecondaryButton>
    </p>
  );
};

const useNote = (note: SupportNote): string => {
  const intl = useIntl();
  return note === null ? '' : intl.formatMessage(noteMessage[note]);
};

/** /staff/support: find a member, read their account, correct credits, refund a payment, export or erase their data. Never conversations. */
export const SupportView = () => {
  const intl = useIntl();
  const text = intl.formatMessage;
  const actor = useFeatureActor(supportFeature);
  const account = useSelector(actor, selectAccount);
  const loading = useSelector(actor, selectSupportBusy) === 'loading';
  const note = useNote(useSelector(actor, selectSupportNote));
  // An erasure request deletes the account: read it again to show its new status.
  const reopen = useCallback((memberId: number) => actor.send({ type: 'support.open', memberId }), [actor]);
  return (
    <Page>
      <Card>
        <Heading>{text(messages.title)}</Heading>
        <p role="status" aria-live="polite">{note}</p>
        <Search actor={actor} />
      </Card>
      {loading ? <Spinner role="progressbar" aria-label={text(messages.loading)} /> : null}
      {account === null ? null : (
        <Card aria-labelledby="support-account">
          <h2 id="support-account">{text(messages.account, { name: account.member.name, id: account.member.id })}</h2>
          <Facts account={account} />
          {account.member.status === 'not_confirmed' ? <ResendActivation actor={actor} /> : null}
          <Ledger account={account} />
          <Payments actor={actor} account={account} />
          <Correction actor={actor} />
          <MemberDataActions account={account} onChanged={reopen} />
          <RefundDialog actor={actor} account={account} />
        </Card>
      )}
    </Page>
  );
};
