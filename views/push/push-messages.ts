import { defineMessages } from 'react-intl';

/** The texts of the push switch (settings) and the signup's push step; the `push` prefix is in the shell's `features` pack. */
export const pushMessages = defineMessages({
  switchLabel: { id: 'push.switch', defaultMessage: 'Pushmeldingen op dit apparaat' },
  help: { id: 'push.help', defaultMessage: 'Je krijgt een melding bij een nieuw bericht of een nieuwe like, ook als de site niet open is.' },
  checking: { id: 'push.checking', defaultMessage: 'We kijken of je browser pushmeldingen kan ontvangen…' },
  busy: { id: 'push.busy', defaultMessage: 'Even geduld…' },
  unsupported: {
    id: 'push.unsupported',
    defaultMessage: 'Deze browser kan geen pushmeldingen ontvangen. Op een iPhone of iPad lukt het wel als je de site eerst aan je beginscherm toevoegt.',
  },
  denied: {
    id: 'push.denied',
    defaultMessage:
      'Je hebt meldingen van deze site geblokkeerd. Sta ze toe in je browser: klik op het slotje of het instellingenicoon naast het webadres, kies Meldingen en zet die op Toestaan. Daarna kun je ze hier aanzetten.',
  },
  failed: { id: 'push.failed', defaultMessage: 'Pushmeldingen konden niet worden aan- of uitgezet. Probeer het opnieuw.' },
  offerHeading: { id: 'push.offerHeading', defaultMessage: 'Mis geen bericht' },
  offerText: {
    id: 'push.offerText',
    defaultMessage: 'Zet pushmeldingen aan, dan weet je meteen wanneer iemand je een bericht stuurt of je leuk vindt. Je kunt ze altijd weer uitzetten bij Instellingen.',
  },
  enable: { id: 'push.enable', defaultMessage: 'Meldingen aanzetten' },
  notNow: { id: 'push.notNow', defaultMessage: 'Nu niet' },
});
