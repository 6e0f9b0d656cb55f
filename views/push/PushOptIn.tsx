import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import { selectPushPublicKey } from '../../machines/app/selectors';
import { pushFeature } from '../../machines/push/feature';
import { selectCanEnablePush, selectPushBusy, selectPushFailed, selectPushState } from '../../machines/push/selectors';
import { useApp, useFeatureActor } from '../app-actor';
import { DialogButtons, SecondaryButton } from '../shell/dialog-parts';
import { ErrorText, PrimaryButton } from '../shell/ui';
import { pushMessages as messages } from './push-messages';

/** Where the step has nothing more to ask: push is on, blocked, or not possible in this browser. */
const settled = new Set(['subscribed', 'denied', 'unsupported']);

/**
 * The signup's last step (spec §2: push opt-in): push offered with a "Not now". `onDone` comes once, when push
 * is on, refused in the browser's prompt, not possible here (at once, so the step is skipped), or skipped.
 */
export const PushOptIn = ({ onDone }: { readonly onDone: () => void }) => {
  const intl = useIntl();
  const headingId = useId();
  const errorId = useId();
  const actor = useFeatureActor(pushFeature, { input: { publicKey: useApp(selectPushPublicKey) } });
  const state = useSelector(actor, selectPushState);
  const busy = useSelector(actor, selectPushBusy);
  const canEnable = useSelector(actor, selectCanEnablePush);
  const failed = useSelector(actor, selectPushFailed);
  // Once: the flow moves on at the first of these, whatever the member does after.
  const done = useRef(false);
  const finish = () => {
    if (done.current) return;
    done.current = true;
    onDone();
  };
  const isSettled = settled.has(state) && !busy;
  // Not I/O: the step tells the flow it has ended, once the machine says so.
  useEffect(() => {
    if (isSettled) finish();
  });
  return (
    <section aria-labelledby={headingId} aria-busy={busy || state === 'unknown'}>
      <h2 id={headingId}>{intl.formatMessage(messages.offerHeading)}</h2>
      <p>{intl.formatMessage(messages.offerText)}</p>
      {failed && (
        <ErrorText id={errorId} role="alert">
          {intl.formatMessage(messages.failed)}
        </ErrorText>
      )}
      <DialogButtons>
        <SecondaryButton type="button" onClick={finish}>
          {intl.formatMessage(messages.notNow)}
        </SecondaryButton>
        <PrimaryButton
          type="button"
          disabled={!canEnable}
          aria-describedby={failed ? errorId : undefined}
          onClick={() => actor.send({ type: 'push.enable' })}
        >
          {intl.formatMessage(busy ? messages.busy : messages.enable)}
        </PrimaryButton>
      </DialogButtons>
    </section>
  );
};
