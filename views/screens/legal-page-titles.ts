import { defineMessages } from 'react-intl';
import type { LegalPage } from '../../machines/shell/route-table';

/** The title of each /pages/{page}: its screen's heading and, on the server, the page's <title>. */
export const legalPageTitles = defineMessages<Record<LegalPage, {}>>({
  ban: { id: 'page.ban', defaultMessage: 'Blokkeerbeleid' },
  cookies: { id: 'page.cookies', defaultMessage: 'Cookiebeleid' },
  faq: { id: 'page.faq', defaultMessage: 'Veelgestelde vragen' },
  privacy: { id: 'page.privacy', defaultMessage: 'Privacyverklaring' },
  'return-policy': { id: 'page.returnPolicy', defaultMessage: 'Retourbeleid' },
  service: { id: 'page.service', defaultMessage: 'Service' },
  terms: { id: 'page.terms', defaultMessage: 'Algemene voorwaarden' },
  'chat-pal': { id: 'page.chatPal', defaultMessage: 'Chatmaatjes en fictieve profielen' },
});
