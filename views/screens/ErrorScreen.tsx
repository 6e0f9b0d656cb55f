import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { Card, Heading, Page } from '../shell/ui';

const messages = defineMessages<{ notFound: {}; generic: {}; status: { status: number }; home: {} }>({
  notFound: { id: 'error.notFound', defaultMessage: 'Deze pagina kon niet worden gevonden' },
  generic: { id: 'error.generic', defaultMessage: 'Fout' },
  status: { id: 'error.status', defaultMessage: 'Foutcode {status}' },
  home: { id: 'error.home', defaultMessage: 'Terug naar de startpagina' },
});

/** The error page: status and message; message defaults to Error and status to 500. */
export const ErrorScreen = (props: { status?: number }) => {
  const intl = useIntl();
  const status = props.status ?? 500;
  return (
    <Page>
      <Card>
        <Heading>{intl.formatMessage(status === 404 ? messages.notFound : messages.generic)}</Heading>
        <p>{intl.formatMessage(messages.status, { status })}</p>
        <Link href="/">{intl.formatMessage(messages.home)}</Link>
      </Card>
    </Page>
  );
};
