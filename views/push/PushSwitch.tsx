import { css } from '@linaria/core';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { pushFeature } from '../../machines/push/feature';
import { selectCanDisablePush, selectCanEnablePush, selectPushBusy, selectPushFailed, selectPushState } from '../../machines/push/selectors';
import { selectPushPublicKey } from '../../machines/app/selectors';
import { useApp, useFeatureActor } from '../app-actor';
import { SiteDocument } from '../documents/SiteDocument';
import { classed } from '../shell/classed';
import { ErrorText } from '../shell/ui';
import { colors } from '../theme';
import { pushMessages as messages } from './push-messages';

const SwitchRow = classed('label', css`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  min-height: 44px;
  font-weight: 600;
  cursor: pointer;
  & input {
    width: 1.5rem;
    height: 1.5rem;
    flex: none;
    accent-color: ${colors.dark};
  }
  & input:disabled {
    cursor: not-allowed;
  }
`);

/**
 * Push on this device on or off (spec §2 settings), in its own section. A browser without push, or one where the
 * member blocked this site's notifications, gets the switch disabled and a sentence saying why; a refusal or a
 * failure brings the site's text on what to do about it (the 'push-error' text of spec §1).
 */
export const PushSwitch = () => {
  const intl = useIntl();
  const noteId = useId();
  const errorId = useId();
  const actor = useFeatureActor(pushFeature, { input: { publicKey: useApp(selectPushPublicKey) } });
  const state = useSelector(actor, selectPushState);
  const busy = useSelector(actor, selectPushBusy);
  const canEnable = useSelector(actor, selectCanEnablePush);
  const canDisable = useSelector(actor, selectCanDisablePush);
  const failed = useSelector(actor, selectPushFailed);
  const note =
    state === 'unsupported' ? messages.unsupported : state === 'denied' ? messages.denied : state === 'unknown' ? messages.checking : messages.help;
  const describedBy = failed ? `${noteId} ${errorId}` : noteId;
  return (
    // The settings section around it gives the heading (one landmark, one name).
    <div aria-busy={busy || state === 'unknown'}>
      <SwitchRow>
        <input
          type="checkbox"
          role="switch"
          checked={state === 'subscribed'}
          disabled={!canEnable && !canDisable}
          aria-describedby={describedBy}
          onChange={(e) => actor.send({ type: e.target.checked ? 'push.enable' : 'push.disable' })}
        />
        {intl.formatMessage(messages.switchLabel)}
      </SwitchRow>
      <p id={noteId}>{intl.formatMessage(busy ? messages.busy : note)}</p>
      {failed && (
        <ErrorText id={errorId} role="alert">
          {intl.formatMessage(messages.failed)}
        </ErrorText>
      )}
      {(failed || state === 'denied') && <SiteDocument name="push-error" />}
    </div>
  );
};
