// Floor 2, run as a child: the least a message send can do on this stack. A Fastify route parses
// the same urlencoded form body as submit_message, inserts one row with a prepared statement
// (WAL, synchronous=FULL, like Tonic), and pushes the message to the recipient's room.
// No auth, rules, sanitising, event log or envelope: what is left is the floor.
import formbody from '@fastify/formbody';
import Database from 'better-sqlite3';
import Fastify from 'fastify';
import { Server } from 'socket.io';
import { messagePush, SUBMIT_PATH, userRoom } from './protocol';
import { createMetricsProbe, METRICS_PATH } from './serverMetrics';

const port = Number(process.env.PORT);
const file = process.env.BENCH_DB;
if (!file) throw new Error('BENCH_DB is required');

const sqlite = new Database(file);
sqlite.pragma('journal_mode = WAL');
sqlite.pragma('synchronous = FULL');
sqlite.exec(`CREATE TABLE IF NOT EXISTS messages (
  Id INTEGER PRIMARY KEY AUTOINCREMENT, ToUserId INTEGER NOT NULL, FromUserId INTEGER NOT NULL,
  Message TEXT NOT NULL, CDate TEXT NOT NULL, ClientId TEXT)`);
const insert = sqlite.prepare(
  'INSERT INTO messages (ToUserId, FromUserId, Message, CDate, ClientId) VALUES (?, ?, ?, ?, ?)',
);

const app = Fastify({ logger: false });
await app.register(formbody);
const io = new Server(app.server, { serveClient: false });
io.on('connection', (socket) => {
  const userId: unknown = socket.handshake.auth.userId;
  if (typeof userId === 'number') socket.join(userRoom(userId));
});
const metrics = createMetricsProbe(() => io.engine.clientsCount);

interface SubmitData {
  UserId: number;
  Message: string;
  ClientId: string;
}

app.post<{ Body: { req?: string; data?: string } }>(SUBMIT_PATH, async (request, reply) => {
  const data = JSON.parse(request.body.data ?? '{}') as SubmitData;
  const CDate = new Date().toISOString();
  const Id = Number(insert.run(data.UserId, 0, data.Message, CDate, data.ClientId).lastInsertRowid);
  io.to(userRoom(data.UserId)).emit(
    'message:new',
    messagePush({
      Id,
      ToUserId: data.UserId,
      FromUserId: 0,
      Message: data.Message,
      CDate,
      ClientId: data.ClientId,
    }),
  );
  return reply.send({ status: 'OK', data: { Id } });
});
app.get<{ Querystring: { reset?: string } }>(METRICS_PATH, async (request) => metrics(!!request.query.reset));

await app.listen({ port, host: '127.0.0.1' });
process.on('SIGTERM', () => {
  io.close();
  app.close().then(() => {
    sqlite.close();
    process.exit(0);
  });
});
