// Tails the event log from the command line, on either engine:
//   npm run events                     the last 20 events
//   npm run events -- --follow         ... and every new one as it is written
//   npm run events -- --type 'message:*' --limit 50
//   npm run events -- --bodies         ... with message texts and subjects (else their length)
// Reads the configured database (TONIC_DATABASE_URL, else the SQLite file in TONIC_DATA_DIR)
// read-only, through the event-log repository; safe beside running servers.
import { parseArgs } from 'node:util';
import { loadConfig } from '../server/config';
import { openReadOnly } from '../server/db/open';
import { createEventLogRepo, type StoredEvent } from '../server/events/eventLog.repo';
import { redactBodies } from '../server/events/redact';

const { values } = parseArgs({
  options: {
    follow: { type: 'boolean', short: 'f', default: false },
    type: { type: 'string', short: 't' },
    limit: { type: 'string', short: 'n', default: '20' },
    interval: { type: 'string', default: '500' },
    bodies: { type: 'boolean', default: false },
  },
});

const pattern = values.type
  ? new RegExp(`^${values.type.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`)
  : null;

function print(event: StoredEvent): void {
  if (pattern && !pattern.test(event.type)) return;
  const actor = event.actorId === null ? 'system' : `user ${event.actorId}`;
  console.log(
    `${event.at}  #${event.eventId}  ${event.type.padEnd(20)} ${actor.padEnd(10)} [${event.rooms.join(',')}]  ${JSON.stringify(values.bodies ? event.payload : redactBodies(event.payload))}`,
  );
}

const database = openReadOnly(loadConfig());
const log = createEventLogRepo(database.read, () => database.eventHorizon());
const initial = await log.tail(Number(values.limit));
initial.forEach(print);
let cursor = initial.at(-1)?.eventId ?? (await log.newestId());

if (values.follow) {
  console.log('-- following the event log (Ctrl+C to stop)');
  let busy = false;
  const timer = setInterval(async () => {
    if (busy) return;
    busy = true;
    try {
      for (const event of await log.tail(500, cursor)) {
        print(event);
        cursor = event.eventId;
      }
    } finally {
      busy = false;
    }
  }, Number(values.interval));
  const stop = () => {
    clearInterval(timer);
    void database.close();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} else {
  await database.close();
}
