import { useIntl } from 'react-intl';
import { useParams } from 'wouter';
import { legalPages, type LegalPage } from '../../machines/shell/route-table';
import { ErrorScreen } from '../screens/ErrorScreen';
import { legalPageTitles } from '../screens/legal-page-titles';
import { Heading, Page } from '../shell/ui';
import { SiteDocument } from './SiteDocument';

const isLegalPage = (page: string | undefined): page is LegalPage => legalPages.some((known) => known === page);

/** /pages/{page}: a legal or help page, its whole text in the reader's language. */
export const LegalScreen = () => {
  const intl = useIntl();
  const { page } = useParams<{ page: string }>();
  if (!isLegalPage(page)) return <ErrorScreen status={404} />;
  return (
    <Page>
      <Heading>{intl.formatMessage(legalPageTitles[page])}</Heading>
      <SiteDocument key={page} name={page} />
    </Page>
  );
};
