import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { settingsMachine } from '../../machines/settings/settings.machine';
import { selectInvisible, selectSettingsBusy } from '../../machines/settings/selectors';
import { switchRow } from './styles';

type SettingsActor = ActorRefFrom<typeof settingsMachine>;

const messages = defineMessages({
  label: { id: 'settings.invisible', defaultMessage: 'Onzichtbare modus' },
  help: { id: 'settings.invisibleHelp', defaultMessage: 'Als onzichtbare modus aan staat, verschijn je niet in de zoekresultaten van anderen.' },
});

/** Invisible mode on or off (spec §4); the box shows what the server confirmed. Also offered before a member leaves. */
export const InvisibleSwitch = ({ actor }: { actor: SettingsActor }) => {
  const intl = useIntl();
  const helpId = useId();
  const invisible = useSelector(actor, selectInvisible);
  const busy = useSelector(actor, selectSettingsBusy);
  return (
    <div>
      <label className={switchRow}>
        <input
          type="checkbox"
          role="switch"
          checked={invisible}
          disabled={busy}
          aria-describedby={helpId}
          onChange={(e) => actor.send({ type: 'settings.invisible', on: e.target.checked })}
        />
        {intl.formatMessage(messages.label)}
      </label>
      <p id={helpId}>{intl.formatMessage(messages.help)}</p>
    </div>
  );
};
