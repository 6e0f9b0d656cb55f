import type { PaymentProvider } from './provider';

/** What server/modules/payments/mollie.ts exports (written apart from this module). */
export type MollieFactory = (options: { readonly apiKey: string; readonly baseUrl?: string }) => PaymentProvider;

const isMollieModule = (module: unknown): module is { readonly createMollieProvider: MollieFactory } =>
  typeof module === 'object' && module !== null && 'createMollieProvider' in module && typeof module.createMollieProvider === 'function';

/**
 * Loads the Mollie adapter by a path the compiler does not follow, so the server builds and runs with the
 * test provider while mollie.ts does not exist yet; once it does, nothing else needs to change.
 */
const loadMollie = async (): Promise<MollieFactory> => {
  const module: unknown = await import(new URL('./mollie.ts', import.meta.url).href).catch((error: unknown) => {
    throw new Error('MOLLIE_API_KEY is set, but the Mollie adapter (server/modules/payments/mollie.ts) cannot be loaded', { cause: error });
  });
  if (!isMollieModule(module)) throw new Error('server/modules/payments/mollie.ts does not export createMollieProvider');
  return module.createMollieProvider;
};

/** Why a production server does not start without a real provider. */
export const testProviderInProduction =
  'NODE_ENV=production needs MOLLIE_API_KEY: without it payments would run on the embedded test provider, whose checkout ' +
  'page marks a payment paid at the click of a button, without money and without logging in.';

/**
 * Whether the environment lacks a real payment provider where one is required: under NODE_ENV=production
 * without MOLLIE_API_KEY. Answers the reason to refuse to start, or null.
 */
export const missingProductionProvider = (env: NodeJS.ProcessEnv): string | null =>
  env['NODE_ENV'] === 'production' && (env['MOLLIE_API_KEY'] ?? '') === '' ? testProviderInProduction : null;

/**
 * The payment provider the environment asks for: Mollie when MOLLIE_API_KEY is set (MOLLIE_BASE_URL: another
 * API address, a local double); undefined otherwise, and the app runs the embedded test provider. Never that
 * under NODE_ENV=production: without a key there it throws (missingProductionProvider).
 */
export const paymentProviderFromEnv = async (env: NodeJS.ProcessEnv, load: () => Promise<MollieFactory> = loadMollie): Promise<PaymentProvider | undefined> => {
  const missing = missingProductionProvider(env);
  if (missing !== null) throw new Error(missing);
  const apiKey = env['MOLLIE_API_KEY'];
  if (apiKey === undefined || apiKey === '') return undefined;
  const baseUrl = env['MOLLIE_BASE_URL'];
  const createMollieProvider = await load();
  return createMollieProvider({ apiKey, ...(baseUrl === undefined || baseUrl === '' ? {} : { baseUrl }) });
};
