import { defineMessages } from 'react-intl';

/** The staff section: the staff on the admin's sites, and the form that adds one. */
export const staffAccountsMessages = defineMessages<{
  nav: {}; title: {}; intro: {}; loading: {}; failed: {}; reload: {}; none: {};
  name: {}; email: {}; roles: {}; sites: {}; authenticator: {}; added: {};
  everySite: {}; enrolled: {}; notEnrolled: {}; addedAt: { at: Date }; addedBy: { at: Date; name: string };
  add: {}; formTitle: {}; save: {}; saving: {}; cancel: {}; invalid: {}; duplicate: {}; saveFailed: {};
  addedTitle: { name: string }; password: {}; handOver: {}; dismiss: {};
  actions: {}; edit: {}; editOf: { name: string }; editTitle: { name: string }; remove: {}; removeOf: { name: string };
  removeTitle: { name: string }; removeIntro: { name: string; email: string }; removeConfirm: {}; removing: {}; keep: {}; removeFailed: {}; saveEdit: {}; savingEdit: {};
}>({
  nav: { id: 'staff.accounts.nav', defaultMessage: 'Medewerkers' },
  title: { id: 'staff.accounts.title', defaultMessage: 'Medewerkers' },
  intro: { id: 'staff.accounts.intro', defaultMessage: 'De medewerkers die op jouw sites werken. Een nieuwe medewerker krijgt een wachtwoord en voegt bij de eerste keer inloggen een authenticator-app toe met een QR-code.' },
  loading: { id: 'staff.accounts.loading', defaultMessage: 'Medewerkers laden…' },
  failed: { id: 'staff.accounts.failed', defaultMessage: 'De medewerkers konden niet worden geladen.' },
  reload: { id: 'staff.accounts.reload', defaultMessage: 'Opnieuw laden' },
  none: { id: 'staff.accounts.none', defaultMessage: 'Er zijn nog geen medewerkers op jouw sites.' },
  name: { id: 'staff.accounts.name', defaultMessage: 'Naam' },
  email: { id: 'staff.accounts.email', defaultMessage: 'E-mailadres' },
  roles: { id: 'staff.accounts.roles', defaultMessage: 'Rollen' },
  sites: { id: 'staff.accounts.sites', defaultMessage: 'Sites' },
  authenticator: { id: 'staff.accounts.authenticator', defaultMessage: 'Authenticator' },
  added: { id: 'staff.accounts.added', defaultMessage: 'Toegevoegd' },
  everySite: { id: 'staff.accounts.everySite', defaultMessage: 'Alle sites' },
  enrolled: { id: 'staff.accounts.enrolled', defaultMessage: 'Ingesteld' },
  notEnrolled: { id: 'staff.accounts.notEnrolled', defaultMessage: 'Nog niet ingesteld' },
  addedAt: { id: 'staff.accounts.addedAt', defaultMessage: '{at, date, medium}' },
  addedBy: { id: 'staff.accounts.addedBy', defaultMessage: '{at, date, medium} door {name}' },
  add: { id: 'staff.accounts.add', defaultMessage: 'Medewerker toevoegen' },
  formTitle: { id: 'staff.accounts.formTitle', defaultMessage: 'Nieuwe medewerker' },
  save: { id: 'staff.accounts.save', defaultMessage: 'Toevoegen' },
  saving: { id: 'staff.accounts.saving', defaultMessage: 'Toevoegen…' },
  cancel: { id: 'staff.accounts.cancel', defaultMessage: 'Annuleren' },
  invalid: { id: 'staff.accounts.invalid', defaultMessage: 'Controleer de gemarkeerde velden: een e-mailadres, een naam, minstens één rol en minstens één site.' },
  duplicate: { id: 'staff.accounts.duplicate', defaultMessage: 'Dit e-mailadres hoort al bij een medewerker.' },
  saveFailed: { id: 'staff.accounts.saveFailed', defaultMessage: 'De medewerker kon niet worden toegevoegd. Probeer het opnieuw.' },
  addedTitle: { id: 'staff.accounts.addedTitle', defaultMessage: '{name} is toegevoegd' },
  password: { id: 'staff.accounts.password', defaultMessage: 'Wachtwoord (wordt maar één keer getoond)' },
  handOver: {
    id: 'staff.accounts.handOver',
    defaultMessage: 'Geef dit wachtwoord veilig door: persoonlijk of via een ander kanaal dan het e-mailadres, nooit samen met het e-mailadres in één bericht. Het is hierna niet meer te zien; bij de eerste keer inloggen voegt de medewerker een authenticator-app toe.',
  },
  dismiss: { id: 'staff.accounts.dismiss', defaultMessage: 'Klaar, het wachtwoord is doorgegeven' },
  actions: { id: 'staff.accounts.actions', defaultMessage: 'Acties' },
  edit: { id: 'staff.accounts.edit', defaultMessage: 'Wijzigen' },
  editOf: { id: 'staff.accounts.editOf', defaultMessage: 'Rollen en sites van {name} wijzigen' },
  editTitle: { id: 'staff.accounts.editTitle', defaultMessage: 'Rollen en sites van {name}' },
  remove: { id: 'staff.accounts.remove', defaultMessage: 'Verwijderen' },
  removeOf: { id: 'staff.accounts.removeOf', defaultMessage: '{name} verwijderen' },
  removeTitle: { id: 'staff.accounts.removeTitle', defaultMessage: '{name} verwijderen?' },
  removeIntro: { id: 'staff.accounts.removeIntro', defaultMessage: '{name} ({email}) wordt meteen uitgelogd en kan daarna niet meer inloggen.' },
  removeConfirm: { id: 'staff.accounts.removeConfirm', defaultMessage: 'Verwijderen' },
  removing: { id: 'staff.accounts.removing', defaultMessage: 'Verwijderen…' },
  keep: { id: 'staff.accounts.keep', defaultMessage: 'Behouden' },
  removeFailed: { id: 'staff.accounts.removeFailed', defaultMessage: 'De medewerker kon niet worden verwijderd. Probeer het opnieuw.' },
  saveEdit: { id: 'staff.accounts.saveEdit', defaultMessage: 'Opslaan' },
  savingEdit: { id: 'staff.accounts.savingEdit', defaultMessage: 'Opslaan…' },
});
