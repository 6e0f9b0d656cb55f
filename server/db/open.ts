import type { Database } from './database';
import { defaultPgliteDir, openPglite } from './pglite';
import { openPostgres } from './postgres';

export interface OpenedDatabase {
  readonly db: Database;
  readonly driver: 'postgres' | 'pglite';
  /** Where it lives, for the start-up message (no password). */
  readonly location: string;
}

const withoutPassword = (url: string): string => {
  try {
    const parsed = new URL(url);
    parsed.password = '';
    return parsed.toString();
  } catch {
    return 'DATABASE_URL';
  }
};

/** DATABASE_URL set: that PostgreSQL server. Otherwise embedded PGlite in PGLITE_DIR (default ./data/pglite). */
export const openDatabaseFromEnv = async (env: NodeJS.ProcessEnv = process.env): Promise<OpenedDatabase> => {
  const url = env['DATABASE_URL'];
  if (url !== undefined && url !== '') return { db: openPostgres(url), driver: 'postgres', location: withoutPassword(url) };
  const dir = env['PGLITE_DIR'] ?? defaultPgliteDir;
  return { db: await openPglite(dir), driver: 'pglite', location: dir };
};
