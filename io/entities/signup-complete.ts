/**
 * Spec §3/§4: the `api_signup_complete` query parameter marks the landing right after signup (the
 * activation reminder is then a modal on a smartphone). The spec only says the flag is "set"; decided
 * here, for both readers (the alerts and the tracking machine):
 * - absent: not set;
 * - present without a value or with any value ('', '1', 'true', 'yes'): set;
 * - '0' or 'false' (any case, surrounding spaces ignored): not set, as a link that carries the flag
 *   switched off must not greet the member as just signed up.
 * The first occurrence counts when the parameter is repeated.
 */
export const apiSignupCompleteParam = 'api_signup_complete';

const switchedOff = new Set(['0', 'false']);

/** Whether the query string (with or without its leading '?') sets api_signup_complete. */
export const isApiSignupComplete = (search: string): boolean => {
  const value = new URLSearchParams(search).get(apiSignupCompleteParam);
  return value !== null && !switchedOff.has(value.trim().toLowerCase());
};
