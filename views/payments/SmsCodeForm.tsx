import { useSelector } from '@xstate/react';
import type { SubmitEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { directDebitMachine } from '../../machines/direct-debit/direct-debit.machine';
import { selectCodeProblem, selectDirectDebitBusy, selectPhoneHint, selectSmsCode } from '../../machines/direct-debit/selectors';
import { ErrorText, PrimaryButton } from '../shell/ui';
import { ddForm } from './styles';

const messages = defineMessages<{ sent: { digits: string }; code: {}; invalid: {}; general: {}; confirm: {}; busy: {}; back: {} }>({
  sent: { id: 'payments.dd.sent', defaultMessage: 'We hebben een sms-code gestuurd naar je nummer dat eindigt op {digits}.' },
  code: { id: 'payments.dd.code', defaultMessage: 'Sms-code' },
  invalid: { id: 'payments.dd.codeInvalid', defaultMessage: 'Code ongeldig' },
  general: { id: 'payments.dd.codeGeneral', defaultMessage: 'Er is een fout opgetreden, probeer het later opnieuw.' },
  confirm: { id: 'payments.dd.confirm', defaultMessage: 'Bevestigen en betalen' },
  busy: { id: 'payments.dd.confirming', defaultMessage: 'Even geduld…' },
  back: { id: 'payments.dd.back', defaultMessage: 'Gegevens wijzigen' },
});

/** The SMS step: the code the server sent ('Code ongeldig' for a wrong one, spec §5). */
export const SmsCodeForm = ({ actor, onSubmit }: { actor: ActorRefFrom<typeof directDebitMachine>; onSubmit: (event: SubmitEvent<HTMLFormElement>) => void }) => {
  const intl = useIntl();
  const digits = useSelector(actor, selectPhoneHint);
  const code = useSelector(actor, selectSmsCode);
  const problem = useSelector(actor, selectCodeProblem);
  const busy = useSelector(actor, selectDirectDebitBusy);
  return (
    <form className={ddForm} onSubmit={onSubmit} noValidate>
      <p id="sms-sent">{intl.formatMessage(messages.sent, { digits })}</p>
      <label>
        {intl.formatMessage(messages.code)}
        <input
          name="sms_code"
          value={code}
          inputMode="numeric"
          autoComplete="one-time-code"
          // The code step replaces the form the member just sent: its field takes the focus, and says where the code went.
          autoFocus
          aria-invalid={problem !== null}
          aria-describedby={problem === null ? 'sms-sent' : 'sms-sent sms-code-error'}
          onChange={(event) => actor.send({ type: 'dd.code', value: event.target.value })}
        />
      </label>
      {problem !== null && (
        <ErrorText id="sms-code-error" role="alert">
          {intl.formatMessage(problem === 'invalid' ? messages.invalid : messages.general)}
        </ErrorText>
      )}
      <PrimaryButton type="submit" disabled={busy} aria-busy={busy}>
        {intl.formatMessage(busy ? messages.busy : messages.confirm)}
      </PrimaryButton>
      <button type="button" onClick={() => actor.send({ type: 'dd.back' })}>
        {intl.formatMessage(messages.back)}
      </button>
    </form>
  );
};
