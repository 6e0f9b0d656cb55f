// The chat part of `npm run bench`: 1,000 open streams with messages between members (bench/chat-streams.ts)
// and the credits model test at 10,000 histories (bench/credits-model.ts), on PostgreSQL.
// `bash scripts/bench.sh --chat` runs this part alone.
import path from 'node:path';
import { runChatStreamsBench } from './chat-streams';
import { runCreditsModelBench } from './credits-model';

/** Both chat parts on the PostgreSQL server at `adminUrl` (each on a database of its own); the report. */
export const runChatBench = async (adminUrl: string): Promise<string> =>
  `${await runChatStreamsBench(adminUrl)}\n${await runCreditsModelBench(adminUrl)}`;

if (process.argv[1] !== undefined && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  const url = process.env['BENCH_DATABASE_URL'];
  if (url === undefined || url === '') throw new Error('BENCH_DATABASE_URL is not set: run `bash scripts/bench.sh --chat`');
  console.log(`\n${await runChatBench(url)}`);
}
