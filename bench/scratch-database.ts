import { randomBytes } from 'node:crypto';
import { openPostgres } from '../server/db/postgres';

export interface ScratchDatabase {
  /** Its URL: a server process of its own can connect to it. */
  readonly url: string;
  readonly drop: () => Promise<void>;
}

/** An empty database named `<prefix>_<random>` on the PostgreSQL server at `adminUrl`, for one bench part. */
export const createScratchDatabase = async (adminUrl: string, prefix: string): Promise<ScratchDatabase> => {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = openPostgres(adminUrl, 1);
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      try {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await admin.close();
      }
    },
  };
};
