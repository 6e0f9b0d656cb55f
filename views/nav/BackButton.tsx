import { css } from '@linaria/core';
import { classed } from '../shell/classed';
import { defineMessages, useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { showsBackButton } from '../../machines/shell/route-table';
import { useEnvironment } from '../shell-actors';
import { colors } from '../theme';

const messages = defineMessages<{ back: {} }>({ back: { id: 'nav.back', defaultMessage: 'Terug' } });

const Button = classed('button', css`
  min-width: 44px;
  min-height: 44px;
  border: 0;
  border-radius: 50%;
  background: rgba(255, 255, 255, 0.14);
  color: ${colors.onDark};
  font-size: 1.3rem;
  cursor: pointer;
`);

/** Only in the installed app (no browser back button there), with history, on the screens of spec §2. */
export const BackButton = () => {
  const intl = useIntl();
  const [path] = useLocation();
  const environment = useEnvironment();
  if (!showsBackButton(path, environment.standalone, environment.hasHistory())) return null;
  return (
    <Button type="button" onClick={environment.goBack} aria-label={intl.formatMessage(messages.back)}>
      <span aria-hidden="true">‹</span>
    </Button>
  );
};
