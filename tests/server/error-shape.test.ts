import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../io/errors';
import { bodyOf } from './support/body';
import { useTestApp } from './support/app';
import { drivers } from './support/database';

type Request = { method: 'GET' | 'POST' | 'DELETE' | 'PATCH'; url: string; payload?: string; type?: string };

// Every refusal is the product's { error, field? }: never Fastify's body, which names the framework and
// echoes the URL back.
const cases: ReadonlyArray<readonly [string, Request, number, ApiError]> = [
  ['a malformed URL under /api', { method: 'GET', url: '/api/%E0%A4%A' }, 400, { error: 'invalid_input', field: 'request' }],
  ['a malformed page URL', { method: 'GET', url: '/members/%E0%A4%A' }, 400, { error: 'invalid_input', field: 'request' }],
  ['bad JSON', { method: 'POST', url: '/api/user.php', payload: '{"email":', type: 'application/json' }, 400, { error: 'invalid_input', field: 'body' }],
  ['an unsupported media type', { method: 'POST', url: '/api/user.php', payload: '<a/>', type: 'application/xml' }, 415, { error: 'invalid_input', field: 'body' }],
  ['a body too large', { method: 'POST', url: '/api/user.php', payload: `"${'x'.repeat(70_000)}"`, type: 'application/json' }, 413, { error: 'invalid_input', field: 'body' }],
  ['an unknown /api route', { method: 'GET', url: '/api/secret.php?x=%3Cscript%3E' }, 404, { error: 'not_found' }],
  ['an unbound method', { method: 'PATCH', url: '/api/chats.php' }, 405, { error: 'method_not_allowed' }],
];

describe.each(drivers)('error answers on %s', (driver) => {
  const t = useTestApp(driver, { demoMembers: 5 });

  it.each(cases)('answers %s in the product shape', async (_name, { method, url, payload, type }, status, body) => {
    const response = await t.app.inject({ method, url, ...(payload === undefined ? {} : { payload, headers: { 'content-type': type ?? 'application/json' } }) });
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(bodyOf(ApiError, response)).toEqual(body);
    expect(response.body).not.toMatch(/FST_|Fastify|statusCode|%E0|secret/);
    // Refusals before routing too: nothing in them may run, be framed or be sniffed as HTML.
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(String(response.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });
});

describe('a request HTTP cannot parse', () => {
  const t = useTestApp('pglite');

  it('is answered 400 in the product shape on the socket', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.write('GET /api/user.php HTTP/1.1\r\nHost: localhost\r\nBad Header Line\r\n\r\n'));
      let received = '';
      socket.on('data', (chunk) => (received += chunk.toString()));
      socket.on('end', () => resolve(received));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400 /);
    expect(raw).toMatch(/\r\nX-Content-Type-Options: nosniff\r\n/);
    expect(raw.split('\r\n\r\n')[1]).toBe('{"error":"invalid_input","field":"request"}');
  });
});
