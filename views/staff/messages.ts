import { defineMessages } from 'react-intl';
import type { PhotoRejectionReason } from '../../io/entities/photo';
import type { StaffRole } from '../../io/entities/staff';
import type { auditedActions } from '../../machines/staff/audit.machine';

/** The console's frame: loading, login, authenticator, navigation, overview. */
export const consoleMessages = defineMessages<{
  loading: {}; unavailable: {}; retry: {}; loginTitle: {}; email: {}; password: {}; code: {}; codeHint: {}; submit: {}; busy: {};
  refused: {}; locked: { minutes: number }; slowed: { minutes: number }; loginUnavailable: {}; emailRequired: {}; passwordRequired: {}; codeInvalid: {};
  enrollTitle: {}; enrollIntro: {}; enrollQr: {}; enrollSecret: { secret: string }; expired: {}; loggedOut: {};
  desk: {}; deskWaiting: { count: number };
  nav: {}; home: {}; photos: {}; reports: {}; support: {}; complaints: {}; audit: {}; waiting: { count: number }; language: {}; logout: {}; signedInAs: { name: string };
  homeTitle: {}; photosWaiting: { count: number }; reportsWaiting: { count: number }; complaintsWaiting: { count: number }; roles: { roles: string }; forbidden: {}; notFound: {};
}>({
  loading: { id: 'staff.loading', defaultMessage: 'Beheeromgeving laden…' },
  unavailable: { id: 'staff.unavailable', defaultMessage: 'De beheeromgeving is niet bereikbaar.' },
  retry: { id: 'staff.retry', defaultMessage: 'Opnieuw proberen' },
  loginTitle: { id: 'staff.login.title', defaultMessage: 'Inloggen voor medewerkers' },
  email: { id: 'staff.login.email', defaultMessage: 'E-mailadres' },
  password: { id: 'staff.login.password', defaultMessage: 'Wachtwoord' },
  code: { id: 'staff.login.code', defaultMessage: 'Code uit je authenticator-app' },
  codeHint: { id: 'staff.login.codeHint', defaultMessage: 'Zes cijfers. Nog geen authenticator? Laat dit veld leeg: na je wachtwoord stel je er een in.' },
  submit: { id: 'staff.login.submit', defaultMessage: 'Inloggen' },
  busy: { id: 'staff.login.busy', defaultMessage: 'Bezig met inloggen…' },
  refused: { id: 'staff.login.refused', defaultMessage: 'Inloggen mislukt: controleer je e-mailadres, wachtwoord en code.' },
  locked: { id: 'staff.login.locked', defaultMessage: 'Te veel foute pogingen: dit account is {minutes} minuten geblokkeerd.' },
  slowed: { id: 'staff.login.slowed', defaultMessage: 'Te veel inlogpogingen vanaf dit adres. Probeer het over {minutes} minuten opnieuw.' },
  loginUnavailable: { id: 'staff.login.unavailable', defaultMessage: 'De server is niet bereikbaar, probeer het opnieuw.' },
  emailRequired: { id: 'staff.login.emailRequired', defaultMessage: 'Vul je e-mailadres in.' },
  passwordRequired: { id: 'staff.login.passwordRequired', defaultMessage: 'Vul je wachtwoord in.' },
  codeInvalid: { id: 'staff.login.codeInvalid', defaultMessage: 'Vul de zes cijfers uit je authenticator-app in.' },
  enrollTitle: { id: 'staff.enroll.title', defaultMessage: 'Authenticator instellen' },
  enrollIntro: { id: 'staff.enroll.intro', defaultMessage: 'Scan deze QR-code met je authenticator-app, of typ de sleutel over, en vul daarna de eerste code in.' },
  enrollQr: { id: 'staff.enroll.qr', defaultMessage: 'QR-code voor je authenticator-app' },
  enrollSecret: { id: 'staff.enroll.secret', defaultMessage: 'Sleutel: {secret}' },
  expired: { id: 'staff.notice.expired', defaultMessage: 'Je sessie is na 30 minuten zonder activiteit beëindigd. Log opnieuw in.' },
  loggedOut: { id: 'staff.notice.loggedOut', defaultMessage: 'Je bent uitgelogd.' },
  nav: { id: 'staff.nav.label', defaultMessage: 'Beheer' },
  home: { id: 'staff.nav.home', defaultMessage: 'Overzicht' },
  photos: { id: 'staff.nav.photos', defaultMessage: 'Foto’s' },
  reports: { id: 'staff.nav.reports', defaultMessage: 'Meldingen' },
  support: { id: 'staff.nav.support', defaultMessage: 'Klantenservice' },
  complaints: { id: 'staff.nav.complaints', defaultMessage: 'Klachten' },
  audit: { id: 'staff.nav.audit', defaultMessage: 'Logboek' },
  desk: { id: 'staff.nav.desk', defaultMessage: 'Gespreksdesk' },
  deskWaiting: { id: 'staff.home.desk', defaultMessage: '{count, plural, =0 {Niemand wacht op antwoord} one {# gesprek wacht op antwoord} other {# gesprekken wachten op antwoord}}' },
  waiting: { id: 'staff.nav.waiting', defaultMessage: '{count, plural, one {# wacht} other {# wachten}}' },
  language: { id: 'staff.nav.language', defaultMessage: 'Taal' },
  logout: { id: 'staff.nav.logout', defaultMessage: 'Uitloggen' },
  signedInAs: { id: 'staff.nav.signedInAs', defaultMessage: 'Ingelogd als {name}' },
  homeTitle: { id: 'staff.home.title', defaultMessage: 'Open wachtrijen' },
  photosWaiting: { id: 'staff.home.photos', defaultMessage: '{count, plural, =0 {Geen foto’s te beoordelen} one {# foto te beoordelen} other {# foto’s te beoordelen}}' },
  reportsWaiting: { id: 'staff.home.reports', defaultMessage: '{count, plural, =0 {Geen gemelde leden} one {# gemeld lid} other {# gemelde leden}}' },
  complaintsWaiting: { id: 'staff.home.complaints', defaultMessage: '{count, plural, =0 {Geen klachten te beantwoorden} one {# klacht te beantwoorden} other {# klachten te beantwoorden}}' },
  roles: { id: 'staff.home.roles', defaultMessage: 'Je rollen: {roles}' },
  forbidden: { id: 'staff.forbidden', defaultMessage: 'Dit onderdeel hoort niet bij je rol.' },
  notFound: { id: 'staff.notFound', defaultMessage: 'Dit onderdeel bestaat niet.' },
});

export const roleNames = defineMessages<Record<StaffRole, {}>>({
  moderator: { id: 'staff.role.moderator', defaultMessage: 'moderator' },
  support: { id: 'staff.role.support', defaultMessage: 'klantenservice' },
  desk: { id: 'staff.role.desk', defaultMessage: 'gespreksdesk' },
  site_admin: { id: 'staff.role.site_admin', defaultMessage: 'sitebeheer' },
});

/** The photo queue, its reject dialog and the key list. */
export const queueMessages = defineMessages<{
  title: {}; loading: {}; failed: {}; reload: {}; empty: {}; position: { index: number; count: number; total: number };
  photoOf: { name: string; id: number }; uploaded: { at: Date }; site: { site: string }; image: { name: string };
  approve: {}; reject: {}; next: {}; previous: {}; keys: {}; busy: {}; approved: { name: string }; rejected: { name: string };
  conflict: {}; decisionFailed: {}; reasonTitle: {}; reasonHint: {}; cancel: {}; list: {};
}>({
  title: { id: 'staff.photos.title', defaultMessage: 'Foto’s beoordelen' },
  loading: { id: 'staff.photos.loading', defaultMessage: 'Foto’s laden…' },
  failed: { id: 'staff.photos.failed', defaultMessage: 'De foto’s konden niet worden geladen.' },
  reload: { id: 'staff.photos.reload', defaultMessage: 'Opnieuw laden' },
  empty: { id: 'staff.photos.empty', defaultMessage: 'Er wachten geen foto’s. Goed gedaan!' },
  position: { id: 'staff.photos.position', defaultMessage: 'Foto {index} van {count} op deze pagina ({total} in totaal)' },
  photoOf: { id: 'staff.photos.photoOf', defaultMessage: '{name} (lid {id})' },
  uploaded: { id: 'staff.photos.uploaded', defaultMessage: 'Geüpload op {at, date, medium} om {at, time, short}' },
  site: { id: 'staff.photos.site', defaultMessage: 'Site: {site}' },
  image: { id: 'staff.photos.image', defaultMessage: 'Nieuwe foto van {name}' },
  approve: { id: 'staff.photos.approve', defaultMessage: 'Goedkeuren (A)' },
  reject: { id: 'staff.photos.reject', defaultMessage: 'Afkeuren (R)' },
  next: { id: 'staff.photos.next', defaultMessage: 'Volgende (J)' },
  previous: { id: 'staff.photos.previous', defaultMessage: 'Vorige (K)' },
  keys: { id: 'staff.photos.keys', defaultMessage: 'Sneltoetsen (?)' },
  busy: { id: 'staff.photos.busy', defaultMessage: 'Bezig met opslaan…' },
  approved: { id: 'staff.photos.approved', defaultMessage: 'De foto van {name} is goedgekeurd.' },
  rejected: { id: 'staff.photos.rejected', defaultMessage: 'De foto van {name} is afgekeurd.' },
  conflict: { id: 'staff.photos.conflict', defaultMessage: 'Deze foto was al beoordeeld of is verwijderd.' },
  decisionFailed: { id: 'staff.photos.decisionFailed', defaultMessage: 'Opslaan lukte niet, probeer het opnieuw.' },
  reasonTitle: { id: 'staff.photos.reasonTitle', defaultMessage: 'Waarom keur je deze foto af?' },
  reasonHint: { id: 'staff.photos.reasonHint', defaultMessage: 'Het lid leest de reden in de eigen taal. Kies met 1–7; Esc annuleert.' },
  cancel: { id: 'staff.photos.cancel', defaultMessage: 'Annuleren' },
  list: { id: 'staff.photos.list', defaultMessage: 'Foto’s op deze pagina' },
});

/** A rejection reason as staff pick it (the member reads views/profile-edit/rejection-messages.ts). */
export const reasonLabels = defineMessages<Record<PhotoRejectionReason, {}>>({
  not_a_person: { id: 'staff.reason.not_a_person', defaultMessage: 'Geen persoon op de foto' },
  not_the_member: { id: 'staff.reason.not_the_member', defaultMessage: 'Niet het lid zelf' },
  nudity: { id: 'staff.reason.nudity', defaultMessage: 'Naakt of seksuele inhoud' },
  minor: { id: 'staff.reason.minor', defaultMessage: 'Iemand die jonger dan 18 lijkt' },
  contact_details: { id: 'staff.reason.contact_details', defaultMessage: 'Contactgegevens in beeld' },
  poor_quality: { id: 'staff.reason.poor_quality', defaultMessage: 'Onscherp, te donker of te klein' },
  copyright: { id: 'staff.reason.copyright', defaultMessage: 'Foto van iemand anders (auteursrecht)' },
});

export const keyMessages = defineMessages<{ title: {}; J: {}; K: {}; A: {}; R: {}; help: {}; escape: {}; close: {}; escapeKey: {} }>({
  title: { id: 'staff.keys.title', defaultMessage: 'Sneltoetsen' },
  J: { id: 'staff.keys.next', defaultMessage: 'Volgende foto' },
  K: { id: 'staff.keys.previous', defaultMessage: 'Vorige foto' },
  A: { id: 'staff.keys.approve', defaultMessage: 'Goedkeuren' },
  R: { id: 'staff.keys.reject', defaultMessage: 'Afkeuren: kies daarna de reden met 1–7' },
  help: { id: 'staff.keys.help', defaultMessage: 'Deze lijst tonen of verbergen' },
  escapeKey: { id: 'staff.keys.escapeKey', defaultMessage: 'Esc' },
  escape: { id: 'staff.keys.escape', defaultMessage: 'Sluiten of annuleren' },
  close: { id: 'staff.keys.close', defaultMessage: 'Sluiten' },
});

/** The audit screen. */
export const auditMessages = defineMessages<{
  title: {}; filters: {}; staff: {}; anyStaff: {}; member: {}; action: {}; anyAction: {}; from: {}; to: {}; apply: {};
  memberInvalid: {}; rangeInvalid: {}; loading: {}; failed: {}; reload: {}; empty: {}; newest: {};
  at: {}; who: {}; what: {}; whom: {}; why: {}; staffId: { id: number };
}>({
  title: { id: 'staff.audit.title', defaultMessage: 'Logboek' },
  filters: { id: 'staff.audit.filters', defaultMessage: 'Filters' },
  staff: { id: 'staff.audit.staff', defaultMessage: 'Medewerker' },
  anyStaff: { id: 'staff.audit.anyStaff', defaultMessage: 'Iedereen' },
  member: { id: 'staff.audit.member', defaultMessage: 'Lidnummer' },
  action: { id: 'staff.audit.action', defaultMessage: 'Actie' },
  anyAction: { id: 'staff.audit.anyAction', defaultMessage: 'Alle acties' },
  from: { id: 'staff.audit.from', defaultMessage: 'Vanaf' },
  to: { id: 'staff.audit.to', defaultMessage: 'Tot en met' },
  apply: { id: 'staff.audit.apply', defaultMessage: 'Filteren' },
  memberInvalid: { id: 'staff.audit.memberInvalid', defaultMessage: 'Een lidnummer bestaat alleen uit cijfers.' },
  rangeInvalid: { id: 'staff.audit.rangeInvalid', defaultMessage: 'De einddatum ligt vóór de begindatum.' },
  loading: { id: 'staff.audit.loading', defaultMessage: 'Logboek laden…' },
  failed: { id: 'staff.audit.failed', defaultMessage: 'Het logboek kon niet worden geladen.' },
  reload: { id: 'staff.audit.reload', defaultMessage: 'Opnieuw laden' },
  empty: { id: 'staff.audit.empty', defaultMessage: 'Geen handelingen gevonden.' },
  newest: { id: 'staff.audit.newest', defaultMessage: 'De nieuwste 200 handelingen die bij de filters passen.' },
  at: { id: 'staff.audit.at', defaultMessage: 'Wanneer' },
  who: { id: 'staff.audit.who', defaultMessage: 'Wie' },
  what: { id: 'staff.audit.what', defaultMessage: 'Actie' },
  whom: { id: 'staff.audit.whom', defaultMessage: 'Lid' },
  why: { id: 'staff.audit.why', defaultMessage: 'Reden' },
  staffId: { id: 'staff.audit.staffId', defaultMessage: 'medewerker {id}' },
});

export const actionNames = defineMessages<Record<(typeof auditedActions)[number], {}>>({
  PhotoApproved: { id: 'staff.action.PhotoApproved', defaultMessage: 'Foto goedgekeurd' },
  PhotoRejected: { id: 'staff.action.PhotoRejected', defaultMessage: 'Foto afgekeurd' },
  TextApproved: { id: 'staff.action.TextApproved', defaultMessage: 'Tekst goedgekeurd' },
  TextEdited: { id: 'staff.action.TextEdited', defaultMessage: 'Tekst aangepast' },
  CreditsCorrected: { id: 'staff.action.CreditsCorrected', defaultMessage: 'Kredieten gecorrigeerd' },
  PaymentRefunded: { id: 'staff.action.PaymentRefunded', defaultMessage: 'Betaling terugbetaald' },
  ReportsResolved: { id: 'staff.action.ReportsResolved', defaultMessage: 'Meldingen afgehandeld' },
  MemberWarned: { id: 'staff.action.MemberWarned', defaultMessage: 'Lid gewaarschuwd' },
  ProfileDisabled: { id: 'staff.action.ProfileDisabled', defaultMessage: 'Profiel uitgezet' },
  MemberBanned: { id: 'staff.action.MemberBanned', defaultMessage: 'Lid geblokkeerd' },
  MemberUnbanned: { id: 'staff.action.MemberUnbanned', defaultMessage: 'Blokkade opgeheven' },
  ComplaintAnswered: { id: 'staff.action.ComplaintAnswered', defaultMessage: 'Klacht beantwoord' },
  MemberDataExported: { id: 'staff.action.MemberDataExported', defaultMessage: 'Gegevens van lid gedownload' },
  ErasureRequested: { id: 'staff.action.ErasureRequested', defaultMessage: 'Wissen van lid aangevraagd' },
  StaffAdded: { id: 'staff.action.StaffAdded', defaultMessage: 'Medewerker toegevoegd' },
  StaffTotpOffered: { id: 'staff.action.StaffTotpOffered', defaultMessage: 'Authenticator aangeboden' },
  StaffTotpEnrolled: { id: 'staff.action.StaffTotpEnrolled', defaultMessage: 'Authenticator ingesteld' },
  StaffLoggedIn: { id: 'staff.action.StaffLoggedIn', defaultMessage: 'Ingelogd' },
  StaffLoginFailed: { id: 'staff.action.StaffLoginFailed', defaultMessage: 'Inloggen mislukt' },
  StaffLoggedOut: { id: 'staff.action.StaffLoggedOut', defaultMessage: 'Uitgelogd' },
  StaffAccessChanged: { id: 'staff.action.StaffAccessChanged', defaultMessage: 'Rollen of sites van medewerker gewijzigd' },
  StaffRemoved: { id: 'staff.action.StaffRemoved', defaultMessage: 'Medewerker verwijderd' },
  MessageSent: { id: 'staff.action.MessageSent', defaultMessage: 'Deskantwoord verstuurd' },
  SiteConfigured: { id: 'staff.action.SiteConfigured', defaultMessage: 'Site-instellingen gepubliceerd' },
});
