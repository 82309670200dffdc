import Database from 'better-sqlite3';

const db = new Database(process.argv[2] + '/tonic.db');
if (process.argv[3] === 'idx') {
  db.exec(
    `create index if not exists xp_cov on xp_ledger ("CreatedAt","Amount"); create index if not exists msg_cov on messages ("CDate","SentByUserId","ToUserId","FromUserId"); analyze;`,
  );
}
const from = '2025-11-01',
  until = '2026-11-27';
const qs = {
  xp: `select substr("CreatedAt",1,10) d, sum("Amount") from xp_ledger where "CreatedAt" >= ? and "CreatedAt" < ? group by d`,
  msgs: `select substr("CDate",1,10) d, sum(1) from messages where "CDate" >= ? and "CDate" < ? group by d`,
  asked: `select "SentByUserId","ToUserId","CDate",(select min(r."CDate") from messages r where r."SentByUserId" = "messages"."ToUserId" and r."ToUserId" = "messages"."SentByUserId" and r."CDate" > "messages"."CDate") from messages where "FromUserId" = "SentByUserId" and "CDate" >= ? and "CDate" < ? and exists (select 1 from users s where s."Id" = "messages"."SentByUserId" and s."UserType" = 1) and exists (select 1 from users c where c."Id" = "messages"."ToUserId" and c."UserType" in (2, 8))`,
};
for (let round = 0; round < 2; round++)
  for (const [k, q] of Object.entries(qs)) {
    const t = performance.now();
    const rows = db.prepare(q).all(from, until);
    console.log(round, k, rows.length, (performance.now() - t).toFixed(0), 'ms');
    if (round === 0)
      console.log(
        db
          .prepare('explain query plan ' + q)
          .all(from, until)
          .map((r) => r.detail)
          .join(' | '),
      );
  }
