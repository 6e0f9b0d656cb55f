import { isValidPhoneNumber } from 'libphonenumber-js/max';

/**
 * Whether the company's phone, written with its country code, is a number of its country's plan (the whole
 * of it, nothing around it). Checked by the console's preview and by the server on publishing, beside the
 * form's codec (io/entities/company-form.ts), which the contract carries and so cannot hold the metadata.
 */
export const companyPhoneValid = (phone: string): boolean => isValidPhoneNumber(phone);
