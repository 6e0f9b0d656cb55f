import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { ProfileTraits, ProfileTraitName } from '../../io/entities/profile-attributes';

/** The name of each spec §3 trait, as the profile's list shows it. */
export const traitNames = defineMessages<ProfileTraitName>({
  sexuality: { id: 'memberProfile.trait.sexuality', defaultMessage: 'Geaardheid' },
  hair_colour: { id: 'memberProfile.trait.hair_colour', defaultMessage: 'Haarkleur' },
  eye_colour: { id: 'memberProfile.trait.eye_colour', defaultMessage: 'Oogkleur' },
  body_type: { id: 'memberProfile.trait.body_type', defaultMessage: 'Postuur' },
  relationship_status: { id: 'memberProfile.trait.relationship_status', defaultMessage: 'Relatiestatus' },
  tattoos: { id: 'memberProfile.trait.tattoos', defaultMessage: 'Tatoeages' },
  reason: { id: 'memberProfile.trait.reason', defaultMessage: 'Op zoek naar' },
});

/** Every value of every trait: the compiler checks each trait names all of its values. */
type TraitValueMessages = { readonly [T in ProfileTraitName]: Record<NonNullable<ProfileTraits[T]>, MessageDescriptor> };

export const traitValues: TraitValueMessages = {
  sexuality: defineMessages({
    hetero: { id: 'memberProfile.sexuality.hetero', defaultMessage: 'Hetero' },
    gay: { id: 'memberProfile.sexuality.gay', defaultMessage: 'Homo' },
    lesbian: { id: 'memberProfile.sexuality.lesbian', defaultMessage: 'Lesbisch' },
    bi: { id: 'memberProfile.sexuality.bi', defaultMessage: 'Biseksueel' },
  }),
  hair_colour: defineMessages({
    blond: { id: 'memberProfile.hair.blond', defaultMessage: 'Blond' },
    brown: { id: 'memberProfile.hair.brown', defaultMessage: 'Bruin' },
    black: { id: 'memberProfile.hair.black', defaultMessage: 'Zwart' },
    red: { id: 'memberProfile.hair.red', defaultMessage: 'Rood' },
    grey: { id: 'memberProfile.hair.grey', defaultMessage: 'Grijs' },
    other: { id: 'memberProfile.hair.other', defaultMessage: 'Anders' },
  }),
  eye_colour: defineMessages({
    blue: { id: 'memberProfile.eyes.blue', defaultMessage: 'Blauw' },
    brown: { id: 'memberProfile.eyes.brown', defaultMessage: 'Bruin' },
    green: { id: 'memberProfile.eyes.green', defaultMessage: 'Groen' },
    grey: { id: 'memberProfile.eyes.grey', defaultMessage: 'Grijs' },
    hazel: { id: 'memberProfile.eyes.hazel', defaultMessage: 'Hazelnootbruin' },
  }),
  body_type: defineMessages({
    slim: { id: 'memberProfile.body.slim', defaultMessage: 'Slank' },
    average: { id: 'memberProfile.body.average', defaultMessage: 'Gemiddeld' },
    athletic: { id: 'memberProfile.body.athletic', defaultMessage: 'Sportief' },
    curvy: { id: 'memberProfile.body.curvy', defaultMessage: 'Rondingen' },
    large: { id: 'memberProfile.body.large', defaultMessage: 'Fors' },
  }),
  relationship_status: defineMessages({
    single: { id: 'memberProfile.relationship.single', defaultMessage: 'Single' },
    relationship: { id: 'memberProfile.relationship.relationship', defaultMessage: 'In een relatie' },
    married: { id: 'memberProfile.relationship.married', defaultMessage: 'Getrouwd' },
    divorced: { id: 'memberProfile.relationship.divorced', defaultMessage: 'Gescheiden' },
    widowed: { id: 'memberProfile.relationship.widowed', defaultMessage: 'Weduwe of weduwnaar' },
  }),
  tattoos: defineMessages({
    none: { id: 'memberProfile.tattoos.none', defaultMessage: 'Geen' },
    some: { id: 'memberProfile.tattoos.some', defaultMessage: 'Een paar' },
    many: { id: 'memberProfile.tattoos.many', defaultMessage: 'Veel' },
  }),
  reason: defineMessages({
    dating: { id: 'memberProfile.reason.dating', defaultMessage: 'Daten' },
    friendship: { id: 'memberProfile.reason.friendship', defaultMessage: 'Vriendschap' },
    relationship: { id: 'memberProfile.reason.relationship', defaultMessage: 'Een relatie' },
    adventure: { id: 'memberProfile.reason.adventure', defaultMessage: 'Avontuur' },
    chat: { id: 'memberProfile.reason.chat', defaultMessage: 'Chatten' },
  }),
};
