import { queryValue } from '../tracking/query-string';

/** The login route with the address filled in (spec §8: the account-exists notice offers login). */
export const loginHref = (email: string): string => (email === '' ? '/login' : `/login?${new URLSearchParams({ email }).toString()}`);

/** The address a login link carries ('' when none). */
export const prefilledEmail = (search: string): string => queryValue(search, 'email') ?? '';

/**
 * Spec §2: on a smartphone signup opens the signup route, elsewhere the signup modal. The smartphone test
 * is the one the activation reminder uses (adapters/location.ts isSmartphone), so one device is one kind.
 */
export const signupOpensModal = (smartphone: boolean): boolean => !smartphone;
