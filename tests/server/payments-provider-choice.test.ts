import { describe, expect, it } from 'vitest';
import { paymentProviderFromEnv, type MollieFactory } from '../../server/modules/payments/choose';
import { scriptedProvider } from './support/payments';

describe('the payment provider the environment chooses', () => {
  const recording = () => {
    const calls: Array<Parameters<MollieFactory>[0]> = [];
    const { provider } = scriptedProvider();
    const factory: MollieFactory = (options) => {
      calls.push(options);
      return { ...provider, name: 'mollie' };
    };
    return { calls, load: () => Promise.resolve(factory) };
  };

  it('is the embedded test provider (undefined) without MOLLIE_API_KEY, and the Mollie adapter is not even loaded', async () => {
    const load = () => Promise.reject(new Error('must not load'));
    expect(await paymentProviderFromEnv({}, load)).toBeUndefined();
    expect(await paymentProviderFromEnv({ MOLLIE_API_KEY: '' }, load)).toBeUndefined();
  });

  it('is Mollie with the key (and MOLLIE_BASE_URL when set)', async () => {
    const mollie = recording();
    expect((await paymentProviderFromEnv({ MOLLIE_API_KEY: 'test_abc' }, mollie.load))?.name).toBe('mollie');
    expect((await paymentProviderFromEnv({ MOLLIE_API_KEY: 'test_abc', MOLLIE_BASE_URL: 'http://127.0.0.1:9999/v2' }, mollie.load))?.name).toBe('mollie');
    expect(mollie.calls).toEqual([{ apiKey: 'test_abc' }, { apiKey: 'test_abc', baseUrl: 'http://127.0.0.1:9999/v2' }]);
  });

  it('stops the start when the key is set and the adapter cannot be loaded', async () => {
    await expect(paymentProviderFromEnv({ MOLLIE_API_KEY: 'test_abc' }, () => Promise.reject(new Error('no mollie.ts')))).rejects.toThrow('no mollie.ts');
  });
});
