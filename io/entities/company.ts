import * as t from 'io-ts';
import { IsoDateTime, NonNegativeInt } from '../codec/primitives';

/** The company behind a site (GET /api/companyinfo.php); 'added' moves the terms version date. */
export const CompanyInfo = t.type({
  name: t.string,
  address: t.string,
  kvk: t.string,
  city: t.string,
  country: t.string,
  tradenames: t.array(t.string),
  vat_numbers: t.array(t.string),
  support_phone: t.string,
  delete_discount: NonNegativeInt,
  added: IsoDateTime,
});
export type CompanyInfo = t.TypeOf<typeof CompanyInfo>;
