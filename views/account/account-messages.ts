import { defineMessages } from 'react-intl';

/** Texts several account screens show (spec §8), in the account pack. */
export const accountMessages = defineMessages({
  linkInvalid: { id: 'account.linkInvalid', defaultMessage: 'Link verlopen of invalide, vraag een nieuwe e-mail aan' },
  general: { id: 'account.general', defaultMessage: 'Er is een fout opgetreden, probeer het later opnieuw.' },
  retry: { id: 'account.retry', defaultMessage: 'Opnieuw proberen' },
  busy: { id: 'account.busy', defaultMessage: 'Even geduld…' },
  support: { id: 'account.support', defaultMessage: 'Klantenservice:' },
  complaints: { id: 'account.complaintsLink', defaultMessage: 'Een klacht indienen' },
});
