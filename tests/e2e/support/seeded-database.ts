import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { startServer } from './server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The data folder of a product started once and stopped: migrated, demo data seeded. */
    readonly seededDatabase?: string;
  }
}

/**
 * The e2e tests' global setup: the product is started once to create and seed its embedded database, then
 * stopped. Each test file's product starts on a copy of that folder (initdb, the migrations and the seed
 * took about 5 of its 7 seconds).
 */
export default async function seedOnce(project: TestProject): Promise<() => void> {
  const server = await startServer({ keepData: true });
  await server.stop();
  project.provide('seededDatabase', server.dataDir);
  return () => rmSync(server.dataDir, { recursive: true, force: true });
}
