import { css } from '@linaria/core';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { settingsMachine } from '../../machines/settings/settings.machine';
import { selectInvisible, selectSettingsBusy } from '../../machines/settings/selectors';
import { classed } from '../shell/classed';
import { colors } from '../theme';

type SettingsActor = ActorRefFrom<typeof settingsMachine>;

const messages = defineMessages({
  heading: { id: 'settings.invisibleHeading', defaultMessage: 'Zichtbaarheid' },
  label: { id: 'settings.invisible', defaultMessage: 'Onzichtbare modus' },
  help: { id: 'settings.invisibleHelp', defaultMessage: 'Als onzichtbare modus aan staat, verschijn je niet in de zoekresultaten van anderen.' },
});

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
    accent-color: ${colors.dark};
  }
`);

/** Invisible mode on or off (spec §3); the box shows what the server confirmed. */
export const InvisibleSwitch = ({ actor }: { actor: SettingsActor }) => {
  const intl = useIntl();
  const headingId = useId();
  const helpId = useId();
  const invisible = useSelector(actor, selectInvisible);
  const busy = useSelector(actor, selectSettingsBusy);
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{intl.formatMessage(messages.heading)}</h2>
      <SwitchRow>
        <input
          type="checkbox"
          role="switch"
          checked={invisible}
          disabled={busy}
          aria-describedby={helpId}
          onChange={(e) => actor.send({ type: 'settings.invisible', on: e.target.checked })}
        />
        {intl.formatMessage(messages.label)}
      </SwitchRow>
      <p id={helpId}>{intl.formatMessage(messages.help)}</p>
    </section>
  );
};
