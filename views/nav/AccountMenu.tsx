import { defineMessages, useIntl } from 'react-intl';
import { Link, useLocation } from 'wouter';
import { selectUser } from '../../machines/app/selectors';
import { authTargets } from '../../machines/shell/route-table';
import { useApp, useAppEvents } from '../app-actor';
import { Dropdown, DropdownItem, DropdownLink, DropdownPanel } from './Dropdown';

const messages = defineMessages<{ account: { name: string }; profile: {}; settings: {}; logout: {} }>({
  account: { id: 'nav.account', defaultMessage: 'Account van {name}' },
  profile: { id: 'nav.profile', defaultMessage: 'Mijn profiel' },
  settings: { id: 'nav.settings', defaultMessage: 'Instellingen' },
  logout: { id: 'nav.logout', defaultMessage: 'Uitloggen' },
});

/** The account dropdown: My profile, Settings, Logout (then to the route table's logout target, spec §2). */
export const AccountMenu = () => {
  const intl = useIntl();
  const user = useApp(selectUser);
  const { logout } = useAppEvents();
  const [, navigate] = useLocation();
  const name = user?.profile.name ?? '';
  return (
    <Dropdown summary={name} label={intl.formatMessage(messages.account, { name })}>
      <DropdownPanel>
        <li>
          <Link href="/profile" asChild>
            <DropdownLink>{intl.formatMessage(messages.profile)}</DropdownLink>
          </Link>
        </li>
        <li>
          <Link href="/settings" asChild>
            <DropdownLink>{intl.formatMessage(messages.settings)}</DropdownLink>
          </Link>
        </li>
        <li>
          <DropdownItem
            type="button"
            onClick={() => {
              logout();
              navigate(authTargets.logout);
            }}
          >
            {intl.formatMessage(messages.logout)}
          </DropdownItem>
        </li>
      </DropdownPanel>
    </Dropdown>
  );
};
