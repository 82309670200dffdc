// Node membership by engine: on SQLite one process is the whole server, so nothing beats and no
// rows are written (its sockets end with it); on PostgreSQL each node is in cluster_nodes and
// records its users (server/realtime/nodes.pg.test.ts sweeps a dead one).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connected, startServer, type TestServer, until } from '../test/harness';

const STUDENT = 3;
let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => server?.close());

describe('node membership by engine', () => {
  it('SQLite keeps none; a PostgreSQL node is listed and records a connected user', async () => {
    const student = server.connect(await server.signIn('student@tonic.test'));
    await connected(student);
    if (server.databaseUrl) {
      const self = server.app.realtime.nodes?.nodeId;
      expect(self).toEqual(expect.any(String));
      await until(
        async () =>
          (
            await server.sql(
              'select 1 from cluster_node_users where "NodeId" = ? and "UserId" = ?',
              self,
              STUDENT,
            )
          ).length === 1,
      );
    } else {
      expect(server.app.realtime.nodes).toBeNull();
      // The connect listeners have run: presence counts the user online.
      await until(() => server.app.realtime.presence.holds(STUDENT));
      expect(await server.sql('select * from cluster_nodes')).toEqual([]);
      expect(await server.sql('select * from cluster_node_users')).toEqual([]);
    }
    student.disconnect();
  });
});
