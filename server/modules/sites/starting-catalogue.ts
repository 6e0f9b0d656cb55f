import type { Catalogue } from '../../../io/entities/site-catalogue';
import { startingCodes } from '../discounts/catalogue';
import { startingPackages } from '../payments/packages';

/** What a site sells before its admin publishes a catalogue of its own from the console. */
export const startingCatalogue: Catalogue = { packages: startingPackages, codes: [...startingCodes] };
