import { defineMessages, useIntl } from 'react-intl';
import { PrimaryButton } from '../shell/ui';

// A stand-in until the push issue's own opt-in replaces this file (same props): it offers nothing yet.
const messages = defineMessages({
  text: { id: 'signup.push.text', defaultMessage: 'Meldingen op dit apparaat kun je later aanzetten bij Instellingen.' },
  done: { id: 'signup.push.done', defaultMessage: 'Verder' },
});

/** Signup step 4: the push opt-in; `onDone` when the member has chosen (or passed). */
export const PushOptIn = ({ onDone }: { onDone: () => void }) => {
  const intl = useIntl();
  return (
    <div>
      <p>{intl.formatMessage(messages.text)}</p>
      <PrimaryButton type="button" onClick={onDone}>
        {intl.formatMessage(messages.done)}
      </PrimaryButton>
    </div>
  );
};
