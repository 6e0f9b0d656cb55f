import { css } from '@linaria/core';
import { classed } from './classed';
import { useSelector } from '@xstate/react';
import { defineMessages, useIntl } from 'react-intl';
import { selectIsOffline } from '../../machines/connectivity/connectivity.machine';
import { useShellActors } from '../shell-actors';
import { colors } from '../theme';

const messages = defineMessages<{ offline: {} }>({
  offline: { id: 'shell.offline', defaultMessage: 'Je bent offline. We proberen het opnieuw zodra er weer verbinding is.' },
});

const Banner = classed('p', css`
  margin: 0;
  padding: 0.6rem 1rem;
  background: #fff4e5;
  color: #6b3a00;
  border-bottom: 1px solid ${colors.border};
  text-align: center;
  font-weight: 600;
`);

/** Spec §4 connectivity: a banner while the browser says it is offline. */
export const OfflineBanner = () => {
  const intl = useIntl();
  const offline = useSelector(useShellActors().connectivity, selectIsOffline);
  return <div role="status">{offline && <Banner>{intl.formatMessage(messages.offline)}</Banner>}</div>;
};
