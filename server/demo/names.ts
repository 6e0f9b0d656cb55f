import type { Locale } from '../../io/entities/locale';

export interface NamePool {
  readonly female: ReadonlyArray<string>;
  readonly male: ReadonlyArray<string>;
}

const pools = {
  en: {
    female: ['Emma', 'Olivia', 'Sophie', 'Grace', 'Chloe', 'Emily', 'Hannah', 'Lucy', 'Megan', 'Charlotte', 'Amelia', 'Ella'],
    male: ['James', 'Oliver', 'Jack', 'Liam', 'Noah', 'Thomas', 'Daniel', 'Ryan', 'Harry', 'Ethan', 'Samuel', 'George'],
  },
  us: {
    female: ['Ashley', 'Madison', 'Jessica', 'Brittany', 'Kayla', 'Taylor', 'Emily', 'Abigail', 'Sarah', 'Jennifer'],
    male: ['Tyler', 'Brandon', 'Michael', 'Justin', 'Austin', 'Kevin', 'Jacob', 'Matthew', 'Christopher', 'Joshua'],
  },
  ie: {
    female: ['Aoife', 'Niamh', 'Siobhan', 'Ciara', 'Saoirse', 'Orla', 'Roisin', 'Sinead'],
    male: ['Conor', 'Cian', 'Niall', 'Oisin', 'Darragh', 'Eoin', 'Padraig', 'Ronan'],
  },
  nl: {
    female: ['Sanne', 'Lotte', 'Femke', 'Anouk', 'Eva', 'Lisa', 'Iris', 'Fleur', 'Noor', 'Julia', 'Maaike', 'Esther'],
    male: ['Daan', 'Bram', 'Sem', 'Jesse', 'Thijs', 'Ruben', 'Lars', 'Joris', 'Niels', 'Stijn', 'Wouter', 'Koen'],
  },
  be: {
    female: ['Lien', 'Elke', 'Marie', 'Julie', 'Lore', 'Annelies', 'Charlotte', 'Fien'],
    male: ['Wout', 'Pieter', 'Arne', 'Maxime', 'Jens', 'Thibault', 'Brecht', 'Kobe'],
  },
  fr: {
    female: ['Camille', 'Léa', 'Manon', 'Chloé', 'Inès', 'Juliette', 'Margaux', 'Élodie', 'Amandine', 'Pauline'],
    male: ['Lucas', 'Hugo', 'Théo', 'Louis', 'Antoine', 'Mathieu', 'Julien', 'Nicolas', 'Baptiste', 'Romain'],
  },
  it: {
    female: ['Giulia', 'Chiara', 'Francesca', 'Sara', 'Martina', 'Alessia', 'Valentina', 'Elisa'],
    male: ['Marco', 'Luca', 'Matteo', 'Alessandro', 'Davide', 'Giorgio', 'Lorenzo', 'Simone'],
  },
  es: {
    female: ['Lucía', 'María', 'Carmen', 'Paula', 'Elena', 'Marta', 'Alba', 'Nerea'],
    male: ['Javier', 'Pablo', 'Diego', 'Alejandro', 'Sergio', 'Álvaro', 'Adrián', 'Iker'],
  },
  de: {
    female: ['Lena', 'Anna', 'Laura', 'Katharina', 'Johanna', 'Miriam', 'Sabine', 'Jana', 'Lea', 'Franziska'],
    male: ['Lukas', 'Jonas', 'Felix', 'Tobias', 'Maximilian', 'Florian', 'Stefan', 'Jan', 'Moritz', 'Sebastian'],
  },
  pl: {
    female: ['Zofia', 'Julia', 'Maja', 'Aleksandra', 'Katarzyna', 'Agnieszka', 'Magdalena', 'Natalia'],
    male: ['Jakub', 'Kacper', 'Piotr', 'Tomasz', 'Mateusz', 'Michał', 'Krzysztof', 'Paweł'],
  },
  da: { female: ['Freja', 'Ida', 'Mette', 'Signe', 'Sofie', 'Line'], male: ['Mads', 'Rasmus', 'Frederik', 'Magnus', 'Søren', 'Mikkel'] },
  fi: { female: ['Aino', 'Emilia', 'Sanna', 'Veera', 'Laura', 'Iida'], male: ['Juho', 'Mikko', 'Eetu', 'Antti', 'Ville', 'Lauri'] },
  nb: { female: ['Ingrid', 'Nora', 'Silje', 'Thea', 'Kari', 'Ragnhild'], male: ['Henrik', 'Sindre', 'Eirik', 'Ola', 'Magnus', 'Håkon'] },
  sv: { female: ['Astrid', 'Elsa', 'Linnea', 'Maja', 'Ebba', 'Saga'], male: ['Erik', 'Oskar', 'Anders', 'Johan', 'Filip', 'Gustav'] },
} satisfies Record<string, NamePool>;

/** Per country: the name pools to draw from, and the member's language (spec §9 header languages, first). */
export interface CountryProfile {
  readonly pools: ReadonlyArray<NamePool>;
  readonly language: Locale;
}

export const countryProfiles: Readonly<Record<string, CountryProfile>> = {
  US: { pools: [pools.us, pools.es], language: 'en' },
  NL: { pools: [pools.nl], language: 'nl' },
  BE: { pools: [pools.be, pools.nl, pools.fr], language: 'nl' },
  FR: { pools: [pools.fr], language: 'fr' },
  IT: { pools: [pools.it], language: 'it' },
  ES: { pools: [pools.es], language: 'es' },
  DE: { pools: [pools.de], language: 'de' },
  AT: { pools: [pools.de], language: 'de' },
  IE: { pools: [pools.ie, pools.en], language: 'en' },
  GB: { pools: [pools.en], language: 'en' },
  CA: { pools: [pools.en, pools.fr], language: 'en' },
  PL: { pools: [pools.pl], language: 'pl' },
  AU: { pools: [pools.en], language: 'en' },
  NZ: { pools: [pools.en], language: 'en' },
  CH: { pools: [pools.de, pools.fr, pools.it], language: 'de' },
  DK: { pools: [pools.da], language: 'da' },
  FI: { pools: [pools.fi], language: 'fi' },
  NO: { pools: [pools.nb], language: 'nb' },
  SE: { pools: [pools.sv], language: 'sv' },
};
