import { styled } from '@linaria/react';
import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { selectSettings } from '../../machines/app/selectors';
import { useApp } from '../app-actor';
import { TopNav } from '../nav/TopNav';
import { colors } from '../theme';

const messages = defineMessages<{ skip: {}; rights: { year: number; site: string } }>({
  skip: { id: 'layout.skipToContent', defaultMessage: 'Naar de inhoud' },
  rights: { id: 'layout.rights', defaultMessage: '© {year} {site}. Alleen voor volwassenen (18+).' },
});

const SkipLink = styled.a`
  position: absolute;
  left: -999px;
  &:focus {
    left: 0.5rem;
    top: 0.5rem;
    z-index: 100;
    padding: 0.5rem 1rem;
    background: ${colors.surface};
  }
`;

const Footer = styled.footer`
  padding: 2rem 1rem;
  color: ${colors.muted};
  text-align: center;
  font-size: 0.9rem;
`;

/** Top navigation, the screen, and the footer (links and disclaimer arrive with the shell issue). */
export const DefaultLayout = (props: { children: ReactNode; year: number }) => {
  const intl = useIntl();
  const settings = useApp(selectSettings);
  return (
    <>
      <SkipLink href="#content">{intl.formatMessage(messages.skip)}</SkipLink>
      <TopNav />
      <div id="content">{props.children}</div>
      <Footer>{intl.formatMessage(messages.rights, { year: props.year, site: settings.name })}</Footer>
    </>
  );
};
