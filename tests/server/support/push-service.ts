import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A browser's side of a subscription: the keys only the browser holds, and what it hands the server. */
export interface TestSubscription {
  readonly endpoint: string;
  readonly keys: { readonly p256dh: string; readonly auth: string };
  /** The browser's private ECDH key (P-256) and auth secret: what decrypting takes. */
  readonly secret: { readonly ecdh: ReturnType<typeof createECDH>; readonly auth: Buffer };
}

/** A push as the push service received it, decrypted and with its VAPID signature checked. */
export interface ReceivedPush {
  readonly id: string;
  readonly headers: Readonly<Record<string, string | undefined>>;
  readonly payload: unknown;
  /** The VAPID JWT's claims (aud, exp, sub), its ES256 signature verified with the key named in the header. */
  readonly claims: { readonly aud: unknown; readonly exp: unknown; readonly sub: unknown };
  /** The VAPID public key the request was signed with (k=). */
  readonly vapidKey: string;
}

const b64u = (value: string): Buffer => Buffer.from(value, 'base64url');

/** RFC 8292 §2: an ES256 JWT verified with the uncompressed P-256 key `k` (base64url). */
const verifiedClaims = (jwt: string, k: string) => {
  const [header, claims, signature] = jwt.split('.');
  if (header === undefined || claims === undefined || signature === undefined) throw new Error('not a JWT');
  const raw = b64u(k);
  if (raw.length !== 65 || raw[0] !== 4) throw new Error('k is not an uncompressed P-256 key');
  const key = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33).toString('base64url') }, format: 'jwk' });
  const { alg } = JSON.parse(b64u(header).toString('utf8')) as { alg?: unknown };
  if (alg !== 'ES256') throw new Error('not ES256');
  const signed = verify('sha256', Buffer.from(`${header}.${claims}`), { key, dsaEncoding: 'ieee-p1363' }, b64u(signature));
  if (!signed) throw new Error('VAPID signature does not verify');
  return JSON.parse(b64u(claims).toString('utf8')) as ReceivedPush['claims'];
};

/**
 * RFC 8291 (Message Encryption for Web Push) over RFC 8188 (aes128gcm): the header's salt, record size and the
 * server's ephemeral public key, the ECDH secret with the browser's private key, the auth secret mixed in by HKDF,
 * then each record opened with AES-128-GCM and its padding taken off.
 */
const decrypt = (body: Buffer, subscription: TestSubscription): Buffer => {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const keyIdLength = body[20] ?? 0;
  const serverPublic = body.subarray(21, 21 + keyIdLength);
  const ciphertext = body.subarray(21 + keyIdLength);
  const browserPublic = subscription.secret.ecdh.getPublicKey();
  const ecdhSecret = subscription.secret.ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browserPublic, serverPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, subscription.secret.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const baseNonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const records: Buffer[] = [];
  for (let offset = 0, seq = 0; offset < ciphertext.length; offset += recordSize, seq += 1) {
    const record = ciphertext.subarray(offset, offset + recordSize);
    const nonce = Buffer.from(baseNonce);
    // The record's sequence number XORed into the nonce's last bytes (a few records: the last 4 bytes hold it).
    nonce.writeUInt32BE((nonce.readUInt32BE(8) ^ seq) >>> 0, 8);
    const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
    decipher.setAuthTag(record.subarray(record.length - 16));
    const plain = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
    // Padding: the data, a delimiter (2 on the last record, 1 before), then zeros.
    let end = plain.length - 1;
    while (end >= 0 && plain[end] === 0) end -= 1;
    if (plain[end] !== 2 && plain[end] !== 1) throw new Error('no padding delimiter');
    records.push(plain.subarray(0, end));
  }
  return Buffer.concat(records);
};

const bodyOf = async (request: IncomingMessage): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

const header = (request: IncomingMessage, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
};

/**
 * A push service on loopback: endpoints `<origin>/push/<id>`, each answering the status it is told (201 by
 * default). A push it can decrypt and whose VAPID signature holds is kept in `received`; one that fails either is
 * answered 400 and its reason kept in `rejected`.
 */
export const startPushService = async () => {
  const received: ReceivedPush[] = [];
  const rejected: string[] = [];
  const statuses = new Map<string, number>();
  const subscriptions = new Map<string, TestSubscription>();
  const server = createServer((request, response) => {
    void (async () => {
      const id = /^\/push\/([\w-]+)$/.exec(request.url ?? '')?.[1];
      const subscription = id === undefined ? undefined : subscriptions.get(id);
      const body = await bodyOf(request);
      if (request.method !== 'POST' || id === undefined || subscription === undefined) {
        response.writeHead(404).end();
        return;
      }
      try {
        const authorization = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header(request, 'authorization') ?? '');
        if (authorization?.[1] === undefined || authorization[2] === undefined) throw new Error('no VAPID authorization');
        if (header(request, 'content-encoding') !== 'aes128gcm') throw new Error('not aes128gcm');
        const claims = verifiedClaims(authorization[1], authorization[2]);
        const payload: unknown = JSON.parse(decrypt(body, subscription).toString('utf8'));
        const headers = { ttl: header(request, 'ttl'), urgency: header(request, 'urgency'), topic: header(request, 'topic') };
        const status = statuses.get(id) ?? 201;
        if (status < 300) received.push({ id, headers, payload, claims, vapidKey: authorization[2] });
        response.writeHead(status).end();
      } catch (error) {
        rejected.push(error instanceof Error ? error.message : String(error));
        response.writeHead(400).end();
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
  return {
    origin,
    received,
    rejected,
    /** A new browser subscription on this service, with its own keys. */
    subscribe: (): TestSubscription => {
      const id = randomBytes(8).toString('hex');
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const subscription = { endpoint: `${origin}/push/${id}`, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') }, secret: { ecdh, auth } };
      subscriptions.set(id, subscription);
      return subscription;
    },
    /** From now on the subscription's endpoint answers `status` (404 or 410: gone; 500: try later). */
    answer: (subscription: TestSubscription, status: number) => {
      statuses.set(subscription.endpoint.split('/').at(-1) ?? '', status);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
