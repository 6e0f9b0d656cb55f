import { defineMessages } from 'react-intl';
import type { ReportDecision } from '../../io/entities/moderation';
import type { ReportReason } from '../../io/entities/report';

/** The report queue and the banned members' list. */
export const reportMessages = defineMessages<{
  title: {}; loading: {}; failed: {}; reload: {}; empty: {}; position: { index: number; count: number; total: number };
  member: { name: string; id: number }; site: { site: string }; status: { status: string }; about: {}; photos: {}; photo: { index: number };
  open: {}; reportedBy: { name: string; at: Date }; note: {}; earlier: {}; earlierLine: { at: Date; decision: string }; none: {};
  conversation: {}; byReported: { name: string }; byReporter: {}; attachment: {}; decide: {}; reason: {}; reasonHint: {}; reasonRequired: {};
  photo_choice: {}; photoReason: {}; photoRequired: {}; send: {}; cancel: {}; busy: {}; decided: { name: string; decision: string };
  conflict: {}; decisionFailed: {}; next: {}; previous: {}; list: {};
}>({
  title: { id: 'staff.reports.title', defaultMessage: 'Meldingen' },
  loading: { id: 'staff.reports.loading', defaultMessage: 'Meldingen laden…' },
  failed: { id: 'staff.reports.failed', defaultMessage: 'De meldingen konden niet worden geladen.' },
  reload: { id: 'staff.reports.reload', defaultMessage: 'Opnieuw laden' },
  empty: { id: 'staff.reports.empty', defaultMessage: 'Er zijn geen open meldingen.' },
  position: { id: 'staff.reports.position', defaultMessage: 'Lid {index} van {count} op deze pagina ({total} in totaal)' },
  member: { id: 'staff.reports.member', defaultMessage: '{name} (lid {id})' },
  site: { id: 'staff.reports.site', defaultMessage: 'Site: {site}' },
  status: { id: 'staff.reports.status', defaultMessage: 'Profielstatus: {status}' },
  about: { id: 'staff.reports.about', defaultMessage: 'Over mij' },
  photos: { id: 'staff.reports.photos', defaultMessage: 'Foto’s' },
  photo: { id: 'staff.reports.photo', defaultMessage: 'Foto {index}' },
  open: { id: 'staff.reports.open', defaultMessage: 'Open meldingen' },
  reportedBy: { id: 'staff.reports.reportedBy', defaultMessage: 'Door {name} op {at, date, medium}' },
  note: { id: 'staff.reports.note', defaultMessage: 'Toelichting van de melder' },
  earlier: { id: 'staff.reports.earlier', defaultMessage: 'Eerdere meldingen' },
  earlierLine: { id: 'staff.reports.earlierLine', defaultMessage: '{at, date, medium}: {decision}' },
  none: { id: 'staff.reports.none', defaultMessage: 'Geen' },
  conversation: { id: 'staff.reports.conversation', defaultMessage: 'Laatste berichten van het gemelde gesprek' },
  byReported: { id: 'staff.reports.byReported', defaultMessage: '{name}' },
  byReporter: { id: 'staff.reports.byReporter', defaultMessage: 'Melder' },
  attachment: { id: 'staff.reports.attachment', defaultMessage: '(cadeau of foto)' },
  decide: { id: 'staff.reports.decide', defaultMessage: 'Besluit' },
  reason: { id: 'staff.reports.reason', defaultMessage: 'Reden (voor het logboek; bij een waarschuwing leest het lid die)' },
  reasonHint: { id: 'staff.reports.reasonHint', defaultMessage: 'Hoogstens 500 tekens.' },
  reasonRequired: { id: 'staff.reports.reasonRequired', defaultMessage: 'Vul een reden in.' },
  photo_choice: { id: 'staff.reports.photoChoice', defaultMessage: 'Welke foto' },
  photoReason: { id: 'staff.reports.photoReason', defaultMessage: 'Reden die het lid bij de foto leest' },
  photoRequired: { id: 'staff.reports.photoRequired', defaultMessage: 'Kies de foto en de reden die het lid leest.' },
  send: { id: 'staff.reports.send', defaultMessage: 'Besluit opslaan' },
  cancel: { id: 'staff.reports.cancel', defaultMessage: 'Annuleren' },
  busy: { id: 'staff.reports.busy', defaultMessage: 'Bezig met opslaan…' },
  decided: { id: 'staff.reports.decided', defaultMessage: 'Opgeslagen voor {name}: {decision}.' },
  conflict: { id: 'staff.reports.conflict', defaultMessage: 'Een collega heeft deze meldingen al afgehandeld; de lijst is bijgewerkt.' },
  decisionFailed: { id: 'staff.reports.decisionFailed', defaultMessage: 'Opslaan lukte niet, probeer het opnieuw.' },
  next: { id: 'staff.reports.next', defaultMessage: 'Volgende (J)' },
  previous: { id: 'staff.reports.previous', defaultMessage: 'Vorige (K)' },
  list: { id: 'staff.reports.list', defaultMessage: 'Beslissingen' },
});

export const decisionNames = defineMessages<Record<ReportDecision, {}>>({
  dismiss: { id: 'staff.decision.dismiss', defaultMessage: 'Afwijzen (geen actie)' },
  warn: { id: 'staff.decision.warn', defaultMessage: 'Waarschuwen' },
  remove_photo: { id: 'staff.decision.remove_photo', defaultMessage: 'Foto verwijderen' },
  disable: { id: 'staff.decision.disable', defaultMessage: 'Profiel uitzetten' },
  ban: { id: 'staff.decision.ban', defaultMessage: 'Blokkeren' },
});

export const reportReasonNames = defineMessages<Record<ReportReason, {}>>({
  fake_profile: { id: 'staff.reportReason.fake_profile', defaultMessage: 'Nepprofiel' },
  inappropriate_photos: { id: 'staff.reportReason.inappropriate_photos', defaultMessage: 'Ongepaste foto’s' },
  harassment: { id: 'staff.reportReason.harassment', defaultMessage: 'Intimidatie' },
  spam: { id: 'staff.reportReason.spam', defaultMessage: 'Spam' },
  underage: { id: 'staff.reportReason.underage', defaultMessage: 'Minderjarig' },
  other: { id: 'staff.reportReason.other', defaultMessage: 'Anders' },
});

export const bannedMessages = defineMessages<{
  title: {}; loading: {}; failed: {}; reload: {}; empty: {}; member: {}; site: {}; since: {}; by: {}; why: {}; unban: { name: string };
  unbanTitle: { name: string }; reason: {}; reasonRequired: {}; confirm: {}; cancel: {}; unbanFailed: {};
}>({
  title: { id: 'staff.banned.title', defaultMessage: 'Geblokkeerde leden' },
  loading: { id: 'staff.banned.loading', defaultMessage: 'Laden…' },
  failed: { id: 'staff.banned.failed', defaultMessage: 'De lijst kon niet worden geladen.' },
  reload: { id: 'staff.banned.reload', defaultMessage: 'Opnieuw laden' },
  empty: { id: 'staff.banned.empty', defaultMessage: 'Er zijn geen geblokkeerde leden.' },
  member: { id: 'staff.banned.member', defaultMessage: 'Lid' },
  site: { id: 'staff.banned.site', defaultMessage: 'Site' },
  since: { id: 'staff.banned.since', defaultMessage: 'Sinds' },
  by: { id: 'staff.banned.by', defaultMessage: 'Door' },
  why: { id: 'staff.banned.why', defaultMessage: 'Reden' },
  unban: { id: 'staff.banned.unban', defaultMessage: 'Blokkade van {name} opheffen' },
  unbanTitle: { id: 'staff.banned.unbanTitle', defaultMessage: 'Blokkade van {name} opheffen' },
  reason: { id: 'staff.banned.reason', defaultMessage: 'Reden' },
  reasonRequired: { id: 'staff.banned.reasonRequired', defaultMessage: 'Vul een reden in.' },
  confirm: { id: 'staff.banned.confirm', defaultMessage: 'Opheffen' },
  cancel: { id: 'staff.banned.cancel', defaultMessage: 'Annuleren' },
  unbanFailed: { id: 'staff.banned.unbanFailed', defaultMessage: 'Opheffen lukte niet, probeer het opnieuw.' },
});

export const profileStatusNames = defineMessages<Record<'active' | 'disabled' | 'banned' | 'deleted' | 'erased', {}>>({
  active: { id: 'staff.profileStatus.active', defaultMessage: 'actief' },
  disabled: { id: 'staff.profileStatus.disabled', defaultMessage: 'uitgezet' },
  banned: { id: 'staff.profileStatus.banned', defaultMessage: 'geblokkeerd' },
  deleted: { id: 'staff.profileStatus.deleted', defaultMessage: 'verwijderd' },
  erased: { id: 'staff.profileStatus.erased', defaultMessage: 'gewist' },
});
