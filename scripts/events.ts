// Tails the event log from the command line:
//   npm run events                     the last 20 events
//   npm run events -- --follow         ... and every new one as it is written
//   npm run events -- --type 'message:*' --limit 50
// Reads the database of TONIC_DATA_DIR (default ./data) read-only; safe beside a running server.
import path from 'node:path';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';

const { values } = parseArgs({
  options: {
    follow: { type: 'boolean', short: 'f', default: false },
    type: { type: 'string', short: 't' },
    limit: { type: 'string', short: 'n', default: '20' },
    interval: { type: 'string', default: '500' },
  },
});

const file = path.resolve(process.env.TONIC_DATA_DIR ?? './data', 'tonic.db');
const db = new Database(file, { readonly: true, fileMustExist: true });
const pattern = values.type
  ? new RegExp(`^${values.type.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`)
  : null;

interface Row {
  id: number;
  type: string;
  at: string;
  actor_id: number | null;
  payload: string;
  rooms: string | null;
}

const select = `select e.id, e.type, e.at, e.actor_id, e.payload, group_concat(a.room, ',') as rooms
  from events e left join event_audience a on a.event_id = e.id`;
const latest = db.prepare<[number], Row>(`${select} group by e.id order by e.id desc limit ?`);
const after = db.prepare<[number], Row>(`${select} where e.id > ? group by e.id order by e.id limit 500`);

function print(row: Row): void {
  if (pattern && !pattern.test(row.type)) return;
  const actor = row.actor_id === null ? 'system' : `user ${row.actor_id}`;
  console.log(
    `${row.at}  #${row.id}  ${row.type.padEnd(20)} ${actor.padEnd(10)} [${row.rooms ?? ''}]  ${row.payload}`,
  );
}

const initial = latest.all(Number(values.limit)).reverse();
initial.forEach(print);
let cursor = initial.at(-1)?.id ?? 0;

if (values.follow) {
  const timer = setInterval(() => {
    for (const row of after.all(cursor)) {
      print(row);
      cursor = row.id;
    }
  }, Number(values.interval));
  const stop = () => {
    clearInterval(timer);
    db.close();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} else {
  db.close();
}
