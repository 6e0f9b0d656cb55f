import { useSelector } from '@xstate/react';
import { css } from '@linaria/core';
import { Suspense } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { DocumentName } from '../../io/documents';
import type { PublicNeeds } from '../../io/public-page';
import { selectSettings } from '../../machines/app/selectors';
import { documentFactValues } from '../../machines/documents/facts';
import { selectCompany, selectHasFailed } from '../../machines/public-page/selectors';
import { useApp } from '../app-actor';
import { usePublicPage } from '../public-page/use-public-page';
import { classed } from '../shell/classed';
import { ErrorText, Spinner } from '../shell/ui';
import { Document } from './Document';

const messages = defineMessages<{ failed: {}; retry: {}; loading: {} }>({
  failed: { id: 'page.document.failed', defaultMessage: 'Deze tekst kon niet worden geladen.' },
  retry: { id: 'page.document.retry', defaultMessage: 'Opnieuw proberen' },
  loading: { id: 'page.document.loading', defaultMessage: 'Tekst wordt geladen' },
});

/** Room for the text while it loads, so what follows does not jump when it arrives. */
const Placeholder = classed('div', css`
  min-height: 60vh;
  display: grid;
  place-items: start center;
  padding-top: 2rem;
`);

const companyNeeded: PublicNeeds = { company: true, teasers: false, member: null };

const Loading = () => {
  const intl = useIntl();
  return (
    <Placeholder role="status" aria-label={intl.formatMessage(messages.loading)}>
      <Spinner />
    </Placeholder>
  );
};

/**
 * A legal or help text of the site (io/documents.ts) with the company's facts (GET companyinfo.php, or as
 * the page was served): the legal pages show one whole, /complaints, /pricing, /premium and the deletion
 * flow one beside their own controls.
 */
export const SiteDocument = (props: { name: DocumentName }) => {
  const intl = useIntl();
  const settings = useApp(selectSettings);
  const page = usePublicPage(companyNeeded);
  const company = useSelector(page, selectCompany);
  const failed = useSelector(page, selectHasFailed);
  if (failed) {
    return (
      <ErrorText role="alert">
        {intl.formatMessage(messages.failed)}{' '}
        <button type="button" onClick={() => page.send({ type: 'page.retry' })}>{intl.formatMessage(messages.retry)}</button>
      </ErrorText>
    );
  }
  if (company === null) return <Loading />;
  return (
    <Suspense fallback={<Loading />}>
      <Document name={props.name} facts={documentFactValues(settings, company)} />
    </Suspense>
  );
};
