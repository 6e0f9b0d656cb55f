import { css } from '@linaria/core';
import { defineMessages, useIntl } from 'react-intl';
import type { SessionNotice as Notice } from '../../machines/app/types';
import { selectSessionNotice } from '../../machines/app/selectors';
import { useApp, useAppEvents } from '../app-actor';
import { colors, radius } from '../theme';
import { classed } from './classed';

// In the core pack: the notice greets the member on whichever screen they land (the members, mostly).
const messages = defineMessages<Record<Notice, {}> & { dismiss: {} }>({
  passwordReset: { id: 'app.notice.passwordReset', defaultMessage: 'Je wachtwoord is gewijzigd en je bent ingelogd.' },
  reactivated: { id: 'app.notice.reactivated', defaultMessage: 'Welkom terug! Je account is weer actief.' },
  dismiss: { id: 'app.notice.dismiss', defaultMessage: 'Sluiten' },
});

const Banner = classed('div', css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1rem;
  align-items: center;
  justify-content: space-between;
  max-width: 1200px;
  margin: 0.75rem auto 0;
  padding: 0.75rem 1rem;
  border-radius: ${radius};
  background: ${colors.surface};
  border-left: 4px solid ${colors.success};
  & p {
    margin: 0;
    font-weight: 600;
  }
  & button {
    min-height: 44px;
    padding: 0 1rem;
    font: inherit;
  }
`);

/** The greeting of a session the server opened (a reset password, a reactivated account), until dismissed. */
export const SessionNotice = () => {
  const intl = useIntl();
  const notice = useApp(selectSessionNotice);
  const { dismissNotice } = useAppEvents();
  return (
    <div role="status">
      {notice !== null && (
        <Banner>
          <p>{intl.formatMessage(messages[notice])}</p>
          <button type="button" onClick={dismissNotice}>
            {intl.formatMessage(messages.dismiss)}
          </button>
        </Banner>
      )}
    </div>
  );
};
