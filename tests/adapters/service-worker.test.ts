import { describe, expect, it } from 'vitest';
import { clearOfflineCopy } from '../../adapters/service-worker';

describe('clearing the offline copy', () => {
  it('deletes every cache of the service worker and nothing else', async () => {
    const names = new Set(['rendezvous-offline-1', 'rendezvous-offline-0', 'another-app']);
    const cacheStorage = { keys: async () => [...names], delete: async (name: string) => names.delete(name) };
    await clearOfflineCopy(cacheStorage);
    expect([...names]).toEqual(['another-app']);
    await expect(clearOfflineCopy(undefined)).resolves.toBeUndefined();
  });
});
