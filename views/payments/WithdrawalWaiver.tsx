import { defineMessages, useIntl } from 'react-intl';
import { ErrorText } from '../shell/ui';

const messages = defineMessages({
  label: {
    id: 'payments.waiver.label',
    defaultMessage: 'Ik wil de credits meteen ontvangen en begrijp dat mijn herroepingsrecht voor deze aankoop vervalt zodra ik er een credit van gebruik.',
  },
  required: { id: 'payments.waiver.required', defaultMessage: 'Vink dit aan om te betalen: pas dan kunnen we je de credits meteen geven.' },
});

/**
 * The withdrawal waiver beside every button that buys credits (io/entities/payment.ts): unticked at first,
 * its problem named under it and tied to it for screen readers.
 */
export const WithdrawalWaiver = (props: { checked: boolean; missing: boolean; onChange: (checked: boolean) => void }) => {
  const intl = useIntl();
  return (
    <>
      <label>
        <span>
          <input
            type="checkbox"
            name="withdrawal_waiver"
            checked={props.checked}
            aria-invalid={props.missing}
            aria-describedby={props.missing ? 'withdrawal-waiver-error' : undefined}
            onChange={(event) => props.onChange(event.target.checked)}
          />{' '}
          {intl.formatMessage(messages.label)}
        </span>
      </label>
      {props.missing && (
        <ErrorText id="withdrawal-waiver-error" role="alert">
          {intl.formatMessage(messages.required)}
        </ErrorText>
      )}
    </>
  );
};
