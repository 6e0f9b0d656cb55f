import { defineMessages } from 'react-intl';
import type { TextEditReason, TextField, TextRule } from '../../io/entities/text-moderation';

/** The text queue (issue 14): flagged names and about texts, their highlights and the edit dialog. */
export const textQueueMessages = defineMessages<{
  nav: {}; waiting: { count: number }; title: {}; loading: {}; failed: {}; reload: {}; empty: {}; position: { index: number; count: number; total: number };
  flagged: { at: Date }; site: { site: string }; found: { rules: string }; parts: {}; part: { rule: string; part: string }; text: {};
  approve: {}; edit: {}; next: {}; previous: {}; keys: {}; busy: {}; approved: { name: string }; edited: { name: string }; conflict: {}; decisionFailed: {};
  list: {}; editTitle: {}; editIntro: {}; original: {}; replacement: {}; nameInvalid: {}; aboutInvalid: {}; reason: {}; reasonRequired: {}; save: {}; cancel: {};
}>({
  nav: { id: 'staff.nav.texts', defaultMessage: 'Teksten' },
  waiting: { id: 'staff.home.texts', defaultMessage: '{count, plural, =0 {Geen teksten te beoordelen} one {# tekst te beoordelen} other {# teksten te beoordelen}}' },
  title: { id: 'staff.texts.title', defaultMessage: 'Teksten beoordelen' },
  loading: { id: 'staff.texts.loading', defaultMessage: 'Teksten laden…' },
  failed: { id: 'staff.texts.failed', defaultMessage: 'De teksten konden niet worden geladen.' },
  reload: { id: 'staff.texts.reload', defaultMessage: 'Opnieuw laden' },
  empty: { id: 'staff.texts.empty', defaultMessage: 'Er wachten geen teksten. Goed gedaan!' },
  position: { id: 'staff.texts.position', defaultMessage: 'Tekst {index} van {count} op deze pagina ({total} in totaal)' },
  flagged: { id: 'staff.texts.flagged', defaultMessage: 'Gemarkeerd op {at, date, medium} om {at, time, short}' },
  site: { id: 'staff.texts.site', defaultMessage: 'Site: {site}' },
  found: { id: 'staff.texts.found', defaultMessage: 'Gevonden: {rules}' },
  parts: { id: 'staff.texts.parts', defaultMessage: 'Gevonden delen' },
  part: { id: 'staff.texts.part', defaultMessage: '{rule}: {part}' },
  text: { id: 'staff.texts.text', defaultMessage: 'De tekst, met de gevonden delen gemarkeerd' },
  approve: { id: 'staff.texts.approve', defaultMessage: 'Goedkeuren (A)' },
  edit: { id: 'staff.texts.edit', defaultMessage: 'Aanpassen (E)' },
  next: { id: 'staff.texts.next', defaultMessage: 'Volgende (J)' },
  previous: { id: 'staff.texts.previous', defaultMessage: 'Vorige (K)' },
  keys: { id: 'staff.texts.keys', defaultMessage: 'Sneltoetsen (?)' },
  busy: { id: 'staff.texts.busy', defaultMessage: 'Bezig met opslaan…' },
  approved: { id: 'staff.texts.approved', defaultMessage: 'De tekst van {name} is goedgekeurd.' },
  edited: { id: 'staff.texts.edited', defaultMessage: 'De tekst van {name} is aangepast; het lid krijgt de reden per e-mail.' },
  conflict: { id: 'staff.texts.conflict', defaultMessage: 'Deze tekst was al beoordeeld of is intussen veranderd; de wachtrij is opnieuw geladen.' },
  decisionFailed: { id: 'staff.texts.decisionFailed', defaultMessage: 'Opslaan lukte niet, probeer het opnieuw.' },
  list: { id: 'staff.texts.list', defaultMessage: 'Teksten op deze pagina' },
  editTitle: { id: 'staff.texts.editTitle', defaultMessage: 'Tekst aanpassen' },
  editIntro: {
    id: 'staff.texts.editIntro',
    defaultMessage: 'De gevonden delen zijn er al uitgehaald. Lees de tekst na en kies de reden: het lid krijgt die per e-mail, in de eigen taal. Esc annuleert.',
  },
  original: { id: 'staff.texts.original', defaultMessage: 'Oorspronkelijke tekst' },
  replacement: { id: 'staff.texts.replacement', defaultMessage: 'Nieuwe tekst' },
  nameInvalid: { id: 'staff.texts.nameInvalid', defaultMessage: 'Een naam heeft 2 tot 40 tekens op één regel en verschilt van de oorspronkelijke.' },
  aboutInvalid: { id: 'staff.texts.aboutInvalid', defaultMessage: 'De nieuwe tekst verschilt van de oorspronkelijke en heeft hooguit 2000 tekens.' },
  reason: { id: 'staff.texts.reason', defaultMessage: 'Reden voor het lid' },
  reasonRequired: { id: 'staff.texts.reasonRequired', defaultMessage: 'Kies een reden.' },
  save: { id: 'staff.texts.save', defaultMessage: 'Opslaan en lid mailen' },
  cancel: { id: 'staff.texts.cancel', defaultMessage: 'Annuleren' },
});

/** Whose text it is, named by its field: the heading of the text in view and its entry in the page's list. */
export const textOfMessages = defineMessages<Record<TextField, { name: string; id: number }>>({
  name: { id: 'staff.texts.nameOf', defaultMessage: 'Naam van {name} (lid {id})' },
  about: { id: 'staff.texts.aboutOf', defaultMessage: 'Over-mij-tekst van {name} (lid {id})' },
});

/** A rule as the highlight and the list of matched parts name it. */
export const ruleNames = defineMessages<Record<TextRule, {}>>({
  email: { id: 'staff.texts.rule.email', defaultMessage: 'e-mailadres' },
  phone: { id: 'staff.texts.rule.phone', defaultMessage: 'telefoonnummer' },
  link: { id: 'staff.texts.rule.link', defaultMessage: 'link' },
  word: { id: 'staff.texts.rule.word', defaultMessage: 'woord van de lijst' },
});

/** Why a text was edited, as staff pick it and the audit shows it (the member reads the mail's own wording). */
export const editReasonLabels = defineMessages<Record<TextEditReason, {}>>({
  contact_details: { id: 'staff.texts.reason.contact_details', defaultMessage: 'Contactgegevens zijn niet toegestaan' },
  link: { id: 'staff.texts.reason.link', defaultMessage: 'Links zijn niet toegestaan' },
  offensive_words: { id: 'staff.texts.reason.offensive_words', defaultMessage: 'Kwetsende woorden' },
  advertising: { id: 'staff.texts.reason.advertising', defaultMessage: 'Reclame of betaalde aanbiedingen' },
});

/** The text queue's keys in the ? list. */
export const textKeyMessages = defineMessages<{ J: {}; K: {}; A: {}; E: {} }>({
  J: { id: 'staff.keys.nextText', defaultMessage: 'Volgende tekst' },
  K: { id: 'staff.keys.previousText', defaultMessage: 'Vorige tekst' },
  A: { id: 'staff.keys.approveText', defaultMessage: 'Tekst goedkeuren' },
  E: { id: 'staff.keys.editText', defaultMessage: 'Tekst aanpassen: de gevonden delen zijn er al uit, kies de reden' },
});
