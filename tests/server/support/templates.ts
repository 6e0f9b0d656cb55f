import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrate } from '../../../server/db/migrate';
import { openPglite } from '../../../server/db/pglite';
import { openPostgres } from '../../../server/db/postgres';
import { testDatabaseUrl } from '../../support/database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty PGlite database as an image file ('' when none was made). */
    readonly pgliteImage?: string;
    /** A migrated, empty database on the test server to copy (CREATE DATABASE … TEMPLATE; '' when none). */
    readonly postgresTemplate?: string;
  }
}

/**
 * The server tests' global setup: one migrated database per driver, made once per run. Each test file's
 * database starts as a copy of it (initdb of PGlite took about 2 s a file, the migrations as long again).
 */
export default async function makeTemplates(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(path.join(tmpdir(), 'rdv-templates-'));
  const pglite = await openPglite();
  await migrate(pglite);
  const pgliteImage = path.join(dir, 'pglite.tar');
  await writeFile(pgliteImage, Buffer.from(await (await pglite.image()).arrayBuffer()));
  await pglite.close();

  const adminUrl = testDatabaseUrl();
  const postgresTemplate = adminUrl === undefined ? '' : `rdv_template_${randomBytes(6).toString('hex')}`;
  if (adminUrl !== undefined) {
    const admin = openPostgres(adminUrl, 1);
    await admin.query(`CREATE DATABASE ${postgresTemplate}`);
    await admin.close();
    const url = new URL(adminUrl);
    url.pathname = `/${postgresTemplate}`;
    // Closed before any copy: PostgreSQL copies a template only while nobody is connected to it.
    const template = openPostgres(url.toString(), 1);
    await migrate(template);
    await template.close();
  }
  project.provide('pgliteImage', pgliteImage);
  project.provide('postgresTemplate', postgresTemplate);
  return async () => {
    await rm(dir, { recursive: true, force: true });
    if (adminUrl === undefined) return;
    const admin = openPostgres(adminUrl, 1);
    await admin.query(`DROP DATABASE IF EXISTS ${postgresTemplate} WITH (FORCE)`);
    await admin.close();
  };
}
