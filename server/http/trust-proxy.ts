import { isIP } from 'node:net';

/**
 * Whom to believe about X-Forwarded-For / -Proto / -Host: nobody (false), the last `n` hops in front of
 * this process (a number: 1 = the load balancer), or proxies at these addresses or ranges. Never "every
 * hop": then the client writes its own IP and walks past the per-IP rate limits.
 */
export type TrustProxy = false | number | ReadonlyArray<string>;

const isAddressOrRange = (entry: string): boolean => {
  const [address = '', bits, ...rest] = entry.split('/');
  if (rest.length > 0 || isIP(address) === 0) return false;
  if (bits === undefined) return true;
  const max = isIP(address) === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
};

/** TRUST_PROXY: unset or empty: false; '1', '2': hops; '10.0.0.0/8, 192.168.1.7': addresses or CIDR ranges. */
export const parseTrustProxy = (value: string | undefined): TrustProxy => {
  const text = (value ?? '').trim();
  if (text === '' || text === '0') return false;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim()).filter((entry) => entry !== '');
  const wrong = entries.find((entry) => !isAddressOrRange(entry));
  if (wrong !== undefined) throw new Error(`TRUST_PROXY: '${wrong}' is neither a number of hops nor an IP address or CIDR range`);
  return entries;
};

/**
 * In Fastify's terms. Fastify 5 takes a list of addresses and ranges (proxy-addr), but treats a bare hop
 * count as "trust nobody", because a count cannot tell the load balancer from a client that connects
 * directly. So a count is a function here: the n hops nearest to us are proxies. That holds only when this
 * process is reachable through the load balancer alone (a private network); otherwise name its range.
 */
export const fastifyTrustProxy = (trust: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) => {
  if (trust === false) return false;
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return [...trust];
};
