import { isRight } from 'fp-ts/Either';
import { HttpFailure } from '../../io/http-failure';

/**
 * Reads an actor's error back as the HttpFailure the http adapter reported. Anything else is a
 * programming error (a missing actor, a bug in a binding): it is rethrown so the actor stops loudly
 * instead of being shown to the member as "try again later".
 */
export const httpFailureOf = (error: unknown): HttpFailure => {
  const decoded = HttpFailure.decode(error);
  if (isRight(decoded)) return decoded.right;
  throw error instanceof Error ? error : new Error(`Unexpected actor error: ${String(error)}`);
};

/** Whether the server answered an actor's call with this HTTP status (a conflict, a refusal, a gone resource). */
export const answeredWith = (error: unknown, status: number): boolean => {
  const failure = httpFailureOf(error);
  return failure.kind === 'http' && failure.status === status;
};

/** An invoked actor's error, as the params of an action or guard on its onError. */
export const actorError = ({ event }: { event: { error: unknown } }): unknown => event.error;

/** The server's answer that there is no (longer a) session. */
export const isAuthenticationRequired = (failure: HttpFailure): boolean =>
  failure.kind === 'http' && failure.status === 403 && failure.body?.error === 'authentication_required';

/** Message ids of the discount-code errors (spec §5); the view holds their texts. */
export type DiscountErrorId = 'discount.notFound' | 'discount.used';

/** The discount-code error a failed code lookup shows, or null: any other failure gets the caller's general error. */
export const discountErrorOf = (failure: HttpFailure): DiscountErrorId | null => {
  if (failure.kind !== 'http') return null;
  switch (failure.body?.error) {
    case 'discount_not_found':
      return 'discount.notFound';
    case 'discount_used':
      return 'discount.used';
    default:
      return null;
  }
};
