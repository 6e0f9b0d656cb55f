import { css } from '@linaria/core';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { settingsMachine } from '../../machines/settings/settings.machine';
import { selectBlocked, selectSettingsBusy } from '../../machines/settings/selectors';
import { classed } from '../shell/classed';
import { colors } from '../theme';

type SettingsActor = ActorRefFrom<typeof settingsMachine>;

const messages = defineMessages<{ heading: {}; none: {}; since: { date: Date }; unblock: {}; unblockNamed: { name: string } }>({
  heading: { id: 'settings.blocked', defaultMessage: 'Geblokkeerde leden' },
  none: { id: 'settings.noneBlocked', defaultMessage: 'Je hebt niemand geblokkeerd.' },
  since: { id: 'settings.blockedSince', defaultMessage: 'Geblokkeerd op {date, date, long}' },
  unblock: { id: 'settings.unblock', defaultMessage: 'Deblokkeren' },
  unblockNamed: { id: 'settings.unblockNamed', defaultMessage: '{name} deblokkeren' },
});

const Rows = classed('ul', css`
  margin: 0;
  padding: 0;
  list-style: none;
  & li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 0.5rem;
    padding: 0.75rem 0;
    border-bottom: 1px solid ${colors.border};
  }
  & small {
    display: block;
    color: ${colors.muted};
  }
  & button {
    min-height: 44px;
    padding: 0 1rem;
    border: 1px solid ${colors.dark};
    border-radius: 999px;
    background: ${colors.surface};
    color: ${colors.dark};
    font: inherit;
    cursor: pointer;
  }
`);

/** The members this member blocked, each with its unblock button. */
export const BlockedList = ({ actor }: { actor: SettingsActor }) => {
  const intl = useIntl();
  const headingId = useId();
  const blocked = useSelector(actor, selectBlocked);
  const busy = useSelector(actor, selectSettingsBusy);
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>{intl.formatMessage(messages.heading)}</h3>
      {blocked.length === 0 ? (
        <p>{intl.formatMessage(messages.none)}</p>
      ) : (
        <Rows>
          {blocked.map((member) => (
            <li key={member.id}>
              <span>
                {member.name}
                <small>{intl.formatMessage(messages.since, { date: new Date(member.blocked_at) })}</small>
              </span>
              <button
                type="button"
                disabled={busy}
                aria-label={intl.formatMessage(messages.unblockNamed, { name: member.name })}
                onClick={() => actor.send({ type: 'settings.unblock', id: member.id })}
              >
                {intl.formatMessage(messages.unblock)}
              </button>
            </li>
          ))}
        </Rows>
      )}
    </section>
  );
};
