import { useContext } from 'react';
import { defineMessages, IntlContext, useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'wouter';
import { ErrorBoundary } from '../shell/ErrorBoundary';
import { Card, Heading, Page } from '../shell/ui';

const messages = defineMessages<{ notFound: {}; generic: {}; status: { status: number }; home: {}; pageFailed: {}; goHome: {} }>({
  notFound: { id: 'error.notFound', defaultMessage: 'Deze pagina kon niet worden gevonden' },
  generic: { id: 'error.generic', defaultMessage: 'Fout' },
  status: { id: 'error.status', defaultMessage: 'Foutcode {status}' },
  home: { id: 'error.home', defaultMessage: 'Terug naar de startpagina' },
  pageFailed: { id: 'error.pageFailed', defaultMessage: 'Er is een fout opgetreden bij het tonen van de foutpagina' },
  goHome: { id: 'error.goHome', defaultMessage: 'Ga terug naar de startpagina' },
});

/** The error page: status and message; message defaults to Error and status to 500. */
const ErrorContent = (props: { status: number }) => {
  const intl = useIntl();
  return (
    <Page>
      <Card>
        <Heading>{intl.formatMessage(props.status === 404 ? messages.notFound : messages.generic)}</Heading>
        <p>{intl.formatMessage(messages.status, { status: props.status })}</p>
        <Link href="/">{intl.formatMessage(messages.home)}</Link>
      </Card>
    </Page>
  );
};

/**
 * If even the error page fails (react-intl itself may be what broke), a last page with a plain link:
 * translated when react-intl is there, else its Dutch source text.
 */
const ErrorPageFailed = () => {
  const intl = useContext(IntlContext);
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- react-intl types its context as always set; without a provider it is null, the case this page is for
  const text = (descriptor: MessageDescriptor & { defaultMessage: string }) => intl?.formatMessage(descriptor) ?? descriptor.defaultMessage;
  return (
    <Page>
      <Heading>{text(messages.pageFailed)}</Heading>
      <a href="/">{text(messages.goHome)}</a>
    </Page>
  );
};

export const ErrorScreen = (props: { status?: number }) => (
  <ErrorBoundary fallback={<ErrorPageFailed />}>
    <ErrorContent status={props.status ?? 500} />
  </ErrorBoundary>
);
