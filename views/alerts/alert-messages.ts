import { defineMessages } from 'react-intl';

/** The texts of the default layout's alerts and the activation modal. */
export const alertMessages = defineMessages<{
  region: {};
  activationTitle: {};
  activationText: {};
  activationResendHint: {};
  activationClose: {};
  addPhotoText: {};
  addPhotoLink: {};
  addPhotoDismiss: {};
  pushText: {};
  pushEnable: {};
  pushEnabling: {};
  pushDismiss: {};
  disabledFbl: {};
  disabledBounce: {};
  disabledUnsubscribed: {};
  disabledLink: {};
  disabledDismiss: {};
}>({
  region: { id: 'alerts.region', defaultMessage: 'Meldingen' },
  activationTitle: { id: 'alerts.activation.title', defaultMessage: 'Bevestig je e-mailadres' },
  activationText: {
    id: 'alerts.activation.text',
    defaultMessage: 'Bevestig je e-mailadres via de link in de e-mail die we je hebben gestuurd. Daarna is je profiel zichtbaar voor andere leden.',
  },
  activationResendHint: {
    id: 'alerts.activation.resendHint',
    defaultMessage: 'Geen e-mail ontvangen? Kijk ook in je map met ongewenste e-mail.',
  },
  activationClose: { id: 'alerts.activation.close', defaultMessage: 'Begrepen' },
  addPhotoText: { id: 'alerts.addPhoto.text', defaultMessage: 'Voeg een profielfoto toe: leden met een foto krijgen veel meer reacties.' },
  addPhotoLink: { id: 'alerts.addPhoto.link', defaultMessage: 'Foto toevoegen' },
  addPhotoDismiss: { id: 'alerts.addPhoto.dismiss', defaultMessage: 'Melding over je profielfoto sluiten' },
  pushText: { id: 'alerts.push.text', defaultMessage: 'Zet meldingen aan, dan mis je geen bericht of like meer.' },
  pushEnable: { id: 'alerts.push.enable', defaultMessage: 'Meldingen aanzetten' },
  pushEnabling: { id: 'alerts.push.enabling', defaultMessage: 'Meldingen aanzetten…' },
  pushDismiss: { id: 'alerts.push.dismiss', defaultMessage: 'Melding over pushberichten sluiten' },
  disabledFbl: {
    id: 'alerts.notificationsDisabled.fbl',
    defaultMessage: 'Je ontvangt geen e-mailmeldingen meer, omdat een van onze e-mails als spam is gemeld.',
  },
  disabledBounce: {
    id: 'alerts.notificationsDisabled.bounce',
    defaultMessage: 'Je ontvangt geen e-mailmeldingen meer, omdat onze e-mails je e-mailadres niet konden bereiken.',
  },
  disabledUnsubscribed: {
    id: 'alerts.notificationsDisabled.unsubscribed',
    defaultMessage: 'Je ontvangt geen e-mailmeldingen meer, omdat je je hebt afgemeld.',
  },
  disabledLink: { id: 'alerts.notificationsDisabled.link', defaultMessage: 'Meldingen beheren' },
  disabledDismiss: { id: 'alerts.notificationsDisabled.dismiss', defaultMessage: 'Melding over e-mailmeldingen sluiten' },
});
