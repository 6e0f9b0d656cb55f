import { useSelector } from '@xstate/react';
import { Fragment, type SubmitEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import { directDebitFields, type DirectDebitField, type directDebitMachine, type FieldProblem } from '../../machines/direct-debit/direct-debit.machine';
import {
  selectDirectDebitBusy, selectDirectDebitConsent, selectDirectDebitWaiver, selectDirectDebitGeneralError, selectDirectDebitPriceChanged, selectDirectDebitProblems,
  selectDirectDebitValues,
} from '../../machines/direct-debit/selectors';
import { PriceChangedNotice } from './PriceChangedNotice';
import { WithdrawalWaiver } from './WithdrawalWaiver';
import { ErrorText, PrimaryButton } from '../shell/ui';
import { ddForm } from './styles';

const labels = defineMessages<Record<DirectDebitField, {}>>({
  account_holder: { id: 'payments.dd.accountHolder', defaultMessage: 'Naam rekeninghouder' },
  iban: { id: 'payments.dd.iban', defaultMessage: 'IBAN' },
  street: { id: 'payments.dd.street', defaultMessage: 'Straat' },
  house_number: { id: 'payments.dd.houseNumber', defaultMessage: 'Huisnummer' },
  zip: { id: 'payments.dd.zip', defaultMessage: 'Postcode' },
  city: { id: 'payments.dd.city', defaultMessage: 'Plaats' },
  phone: { id: 'payments.dd.phone', defaultMessage: 'Mobiel nummer (voor de sms-code)' },
});

const messages = defineMessages<{ required: { field: string }; invalid: { field: string }; consent: {}; consentRequired: {}; submit: {}; busy: {}; general: {} }>({
  required: { id: 'payments.dd.required', defaultMessage: 'Vul {field} in.' },
  invalid: { id: 'payments.dd.invalid', defaultMessage: '{field} is niet geldig.' },
  consent: {
    id: 'payments.dd.consent',
    defaultMessage: 'Ik geef toestemming om het bedrag eenmalig via automatische incasso van deze rekening af te schrijven.',
  },
  consentRequired: { id: 'payments.dd.consentRequired', defaultMessage: 'Geef toestemming voor de incasso om verder te gaan.' },
  submit: { id: 'payments.dd.submit', defaultMessage: 'Sms-code versturen' },
  busy: { id: 'payments.dd.busy', defaultMessage: 'Even geduld…' },
  general: { id: 'payments.dd.general', defaultMessage: 'Er is een fout opgetreden, probeer het later opnieuw.' },
});

const autoComplete: Record<DirectDebitField, string> = {
  account_holder: 'name', iban: 'off', street: 'address-line1', house_number: 'off', zip: 'postal-code', city: 'address-level2', phone: 'tel',
};

/** The mandate: account holder, IBAN, address, phone and consent, each field's problem named under it. */
export const MandateForm = ({ actor, onSubmit }: { actor: ActorRefFrom<typeof directDebitMachine>; onSubmit: (event: SubmitEvent<HTMLFormElement>) => void }) => {
  const intl = useIntl();
  const values = useSelector(actor, selectDirectDebitValues);
  const consent = useSelector(actor, selectDirectDebitConsent);
  const waiver = useSelector(actor, selectDirectDebitWaiver);
  const problems = useSelector(actor, selectDirectDebitProblems);
  const general = useSelector(actor, selectDirectDebitGeneralError);
  const priceChanged = useSelector(actor, selectDirectDebitPriceChanged);
  const busy = useSelector(actor, selectDirectDebitBusy);
  const problemText = (field: DirectDebitField, problem: FieldProblem) =>
    intl.formatMessage(problem === 'required' ? messages.required : messages.invalid, { field: intl.formatMessage(labels[field]) });
  return (
    <form className={ddForm} onSubmit={onSubmit} noValidate>
      {directDebitFields.map((field) => {
        const problem = problems[field];
        return (
          <Fragment key={field}>
            <label>
              {intl.formatMessage(labels[field])}
              <input
                name={field}
                value={values[field]}
                autoComplete={autoComplete[field]}
                inputMode={field === 'phone' ? 'tel' : undefined}
                aria-invalid={problem !== undefined}
                aria-describedby={problem === undefined ? undefined : `${field}-error`}
                onChange={(event) => actor.send({ type: 'dd.field', field, value: event.target.value })}
              />
            </label>
            {problem !== undefined && <ErrorText id={`${field}-error`}>{problemText(field, problem)}</ErrorText>}
          </Fragment>
        );
      })}
      <label>
        <span>
          <input
            type="checkbox"
            name="consent"
            checked={consent}
            aria-invalid={problems.consent !== undefined}
            aria-describedby={problems.consent === undefined ? undefined : 'consent-error'}
            onChange={(event) => actor.send({ type: 'dd.consent', given: event.target.checked })}
          />{' '}
          {intl.formatMessage(messages.consent)}
        </span>
      </label>
      {problems.consent !== undefined && <ErrorText id="consent-error">{intl.formatMessage(messages.consentRequired)}</ErrorText>}
      <WithdrawalWaiver checked={waiver} missing={problems.withdrawal_waiver !== undefined} onChange={(given) => actor.send({ type: 'dd.waiver', given })} />
      {general && <ErrorText role="alert">{intl.formatMessage(messages.general)}</ErrorText>}
      {priceChanged && <PriceChangedNotice />}
      <PrimaryButton type="submit" disabled={busy} aria-busy={busy}>
        {intl.formatMessage(busy ? messages.busy : messages.submit)}
      </PrimaryButton>
    </form>
  );
};
