import { styled } from '@linaria/react';
import { defineMessages, useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { selectUser } from '../../machines/app/selectors';
import { useApp, useAppEvents } from '../app-actor';
import { colors, radius, shadow } from '../theme';

const messages = defineMessages<{ account: { name: string }; logout: {} }>({
  account: { id: 'nav.account', defaultMessage: 'Account van {name}' },
  logout: { id: 'nav.logout', defaultMessage: 'Uitloggen' },
});

// <details> gives an accessible, keyboard-operable disclosure without any open/closed state of ours.
const Menu = styled.details`
  position: relative;
  & > summary {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 0.75rem;
    border-radius: 999px;
    background: rgba(255, 255, 255, 0.14);
    color: ${colors.onDark};
    font-weight: 600;
    cursor: pointer;
    list-style: none;
  }
  & > summary::-webkit-details-marker {
    display: none;
  }
`;

const Panel = styled.div`
  position: absolute;
  right: 0;
  margin-top: 0.4rem;
  min-width: 12rem;
  padding: 0.4rem;
  border-radius: ${radius};
  background: ${colors.surface};
  box-shadow: ${shadow};
  border: 1px solid ${colors.border};
`;

const MenuButton = styled.button`
  display: block;
  width: 100%;
  min-height: 44px;
  padding: 0 0.75rem;
  border: 0;
  border-radius: 8px;
  background: transparent;
  color: ${colors.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:hover {
    background: ${colors.background};
  }
`;

/** The account dropdown; for now it holds Logout (My profile and Settings come with their screens). */
export const AccountMenu = () => {
  const intl = useIntl();
  const user = useApp(selectUser);
  const { logout } = useAppEvents();
  const [, navigate] = useLocation();
  const name = user?.profile.name ?? '';
  const onLogout = () => {
    logout();
    navigate('/');
  };
  return (
    <Menu>
      <summary aria-label={intl.formatMessage(messages.account, { name })}>{name}</summary>
      <Panel>
        <MenuButton type="button" onClick={onLogout}>
          {intl.formatMessage(messages.logout)}
        </MenuButton>
      </Panel>
    </Menu>
  );
};
