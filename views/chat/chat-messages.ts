import { defineMessages } from 'react-intl';

/** The conversation screen's texts (Dutch source). */
type ChatTexts = {
  back: {};
  loading: {};
  loadFailed: {};
  retryLoad: {};
  notFound: {};
  choose: {};
  empty: {};
  typing: { name: string };
  messagesLabel: { name: string };
  inputLabel: { name: string };
  placeholder: {};
  counter: { count: number; max: number };
  counterLabel: { count: number; max: number };
  send: {};
  priceTag: { credits: number };
  gifts: {};
  photo: {};
  lines: {};
  photoSending: {};
  photoTooLarge: {};
  photoInvalid: {};
  photoNetwork: {};
  photoDismiss: {};
  price: { credits: number };
  priceMoney: { credits: number; amount: string };
  balance: { credits: number };
  messagesLeft: { count: number };
  premiumKept: {};
  startsLeft: { count: number };
  buyCredits: {};
  unconfirmed: {};
  fictional: {};
  you: {};
};

export const chatMessages = defineMessages<ChatTexts>({
  back: { id: 'chat.back', defaultMessage: 'Terug naar de gesprekken' },
  loading: { id: 'chat.loading', defaultMessage: 'Gesprek wordt geladen…' },
  loadFailed: { id: 'chat.loadFailed', defaultMessage: 'Het gesprek kon niet worden geladen.' },
  retryLoad: { id: 'chat.retryLoad', defaultMessage: 'Opnieuw proberen' },
  notFound: { id: 'chat.notFound', defaultMessage: 'Dit gesprek bestaat niet (meer).' },
  choose: { id: 'chat.choose', defaultMessage: 'Kies links een gesprek.' },
  empty: { id: 'chat.empty', defaultMessage: 'Nog geen berichten. Stuur het eerste!' },
  typing: { id: 'chat.typing', defaultMessage: '{name} is aan het typen…' },
  messagesLabel: { id: 'chat.messagesLabel', defaultMessage: 'Berichten met {name}' },
  inputLabel: { id: 'chat.inputLabel', defaultMessage: 'Bericht aan {name}' },
  placeholder: { id: 'chat.placeholder', defaultMessage: 'Schrijf een bericht…' },
  counter: { id: 'chat.counter', defaultMessage: '{count} / {max}' },
  counterLabel: { id: 'chat.counterLabel', defaultMessage: '{count} van {max} tekens' },
  send: { id: 'chat.send', defaultMessage: 'Versturen' },
  priceTag: { id: 'chat.priceTag', defaultMessage: '{credits, plural, =0 {Gratis} one {# credit} other {# credits}}' },
  gifts: { id: 'chat.gifts', defaultMessage: 'Cadeau sturen' },
  photo: { id: 'chat.sendPhoto', defaultMessage: 'Foto sturen' },
  lines: { id: 'chat.lines', defaultMessage: 'Openingszin kiezen' },
  photoSending: { id: 'chat.photoSending', defaultMessage: 'Foto wordt verstuurd…' },
  photoTooLarge: { id: 'chat.photoTooLarge', defaultMessage: 'Deze foto is te groot (hoogstens 10 MB).' },
  photoInvalid: { id: 'chat.photoInvalid', defaultMessage: 'Dit bestand is geen foto die we kunnen lezen (JPEG, PNG, WebP, GIF of AVIF).' },
  photoNetwork: { id: 'chat.photoNetwork', defaultMessage: 'De foto is misschien niet aangekomen (geen verbinding). Kijk eerst in het gesprek voordat je hem opnieuw stuurt.' },
  photoDismiss: { id: 'chat.photoDismiss', defaultMessage: 'Sluiten' },
  price: { id: 'chat.price', defaultMessage: 'Dit bericht kost {credits, plural, one {# credit} other {# credits}}' },
  priceMoney: { id: 'chat.priceMoney', defaultMessage: 'Dit bericht kost {credits, plural, one {# credit} other {# credits}} (vanaf {amount})' },
  balance: { id: 'chat.balance', defaultMessage: 'Je tegoed: {credits, plural, one {# credit} other {# credits}}' },
  messagesLeft: { id: 'chat.messagesLeft', defaultMessage: 'Genoeg voor {count, plural, =0 {geen berichten} one {# bericht} other {# berichten}}' },
  premiumKept: { id: 'chat.premiumKept', defaultMessage: 'Als premiumlid houd je je premiumfuncties, ook met 0 credits.' },
  startsLeft: {
    id: 'chat.startsLeft',
    defaultMessage: 'Als gratis lid kun je nog {count, plural, =0 {geen nieuw gesprek} one {# nieuw gesprek} other {# nieuwe gesprekken}} beginnen.',
  },
  buyCredits: { id: 'chat.buyCredits', defaultMessage: 'Credits kopen' },
  unconfirmed: { id: 'chat.unconfirmed', defaultMessage: 'Bevestig eerst je e-mailadres via de link in je activatiemail; daarna kun je berichten versturen en beantwoorden.' },
  fictional: { id: 'chat.fictional', defaultMessage: 'Fictief profiel' },
  you: { id: 'chat.you', defaultMessage: 'Jij' },
});

/** Each state a message can be in, as the member reads it under the message. */
type StatusTexts = {
  queued: {};
  sending: {};
  failed: {};
  sent: {};
  delivered: {};
  read: {};
};

export const statusMessages = defineMessages<StatusTexts>({
  queued: { id: 'chat.status.queued', defaultMessage: 'Wacht op verbinding' },
  sending: { id: 'chat.status.sending', defaultMessage: 'Wordt verstuurd…' },
  failed: { id: 'chat.status.failed', defaultMessage: 'Niet verstuurd' },
  sent: { id: 'chat.status.sent', defaultMessage: 'Verstuurd' },
  delivered: { id: 'chat.status.delivered', defaultMessage: 'Afgeleverd' },
  read: { id: 'chat.status.read', defaultMessage: 'Gelezen' },
});

/** Why the server refused a message (spec §8), and what the member can do about it. */
type FailureTexts = {
  insufficient_credits: {};
  email_not_confirmed: {};
  conversation_limit_reached: {};
  not_found: {};
  refused: {};
  retry: {};
  discard: {};
};

export const failureMessages = defineMessages<FailureTexts>({
  insufficient_credits: { id: 'chat.failure.insufficientCredits', defaultMessage: 'Je hebt onvoldoende credits' },
  email_not_confirmed: { id: 'chat.failure.emailNotConfirmed', defaultMessage: 'Bevestig eerst je e-mailadres om berichten te versturen.' },
  conversation_limit_reached: { id: 'chat.failure.conversationLimit', defaultMessage: 'Als gratis lid kun je maximaal 2 gesprekken beginnen.' },
  not_found: { id: 'chat.failure.notFound', defaultMessage: 'Dit lid is niet (meer) bereikbaar.' },
  refused: { id: 'chat.failure.refused', defaultMessage: 'Dit bericht kon niet worden verstuurd.' },
  retry: { id: 'chat.failure.retry', defaultMessage: 'Opnieuw versturen' },
  discard: { id: 'chat.failure.discard', defaultMessage: 'Weggooien' },
});
