// The server of the chat bench (bench/chat-streams.ts) in a process of its own, so that its memory is
// measured without the 1,000 stream clients: started with fork, it seeds demo data on the database at
// BENCH_CHAT_DATABASE_URL, listens on loopback and sends its origin to the parent; it answers 'rss' with
// its resident memory, and stops when the parent disconnects.
import { openPostgres } from '../server/db/postgres';
import { startServer } from './load';

const url = process.env['BENCH_CHAT_DATABASE_URL'];
const reply = process.send?.bind(process);
if (url === undefined || url === '' || reply === undefined) throw new Error('bench/chat-server.ts is started by bench/chat-streams.ts');
const db = openPostgres(url);
const server = await startServer(db, 'postgres');
process.on('message', (message) => {
  if (message === 'rss') reply({ rss: process.memoryUsage().rss });
});
process.once('disconnect', () => {
  void server.close().finally(() => db.close()).finally(() => process.exit(0));
});
reply({ origin: server.origin });
