import { fail, invalidInput, type Answer } from '../../http/answer';
import type { PaymentOrderRejection } from './provider';

/**
 * An order refused, as the browser is told: codes, not text, naming the field (spec §5 'Code niet gevonden' /
 * 'Code reeds gebruikt'). One vocabulary for POST /api/payment.php and the direct-debit form.
 */
export const orderRejectionAnswer = (rejection: PaymentOrderRejection): Answer<never> => {
  switch (rejection) {
    case 'unknown_package':
      return invalidInput('package_id');
    case 'method_not_offered':
      return invalidInput('method');
    case 'code_not_found':
      return fail(404, { error: 'discount_not_found', field: 'code' });
    case 'code_already_used':
      return fail(409, { error: 'discount_used', field: 'code' });
    case 'price_changed':
      return fail(409, { error: 'price_changed' });
    case 'provider_unavailable':
      return fail(502, { error: 'provider_unavailable' });
  }
};
