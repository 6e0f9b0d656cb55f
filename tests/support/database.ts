/**
 * The PostgreSQL database of the test run: scripts/test.sh (or `bash scripts/pg-throwaway.sh <command>`)
 * starts a throwaway server and sets TEST_DATABASE_URL=postgres://<user>@127.0.0.1:<port>/rendezvous_test.
 * Undefined when the tests run without one (e.g. a bare `npx vitest run`).
 */
export const testDatabaseUrl = (): string | undefined => process.env['TEST_DATABASE_URL'] || undefined;
