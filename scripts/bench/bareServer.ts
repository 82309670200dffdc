// Floor 1, run as a child: a bare Socket.IO server. Clients join their user room from the
// handshake; the load generator's control socket asks for one push at a time, which goes to
// one room. Nothing else runs here, so its delivery latency is the transport's floor.
import http from 'node:http';
import { Server } from 'socket.io';
import { type FireRequest, messagePush, userRoom } from './protocol';
import { createMetricsProbe, METRICS_PATH } from './serverMetrics';

const port = Number(process.env.PORT);
const httpServer = http.createServer();
const io = new Server(httpServer, { serveClient: false });
const metrics = createMetricsProbe(() => io.engine.clientsCount);

httpServer.on('request', (req, res) => {
  // socket.io answers its own path; everything else is the metrics probe or a 404.
  if (req.url?.startsWith('/socket.io/')) return;
  if (req.url?.startsWith(METRICS_PATH)) {
    void metrics().then(({ contentType, body }) => {
      res.writeHead(200, { 'content-type': contentType });
      res.end(body);
    });
    return;
  }
  res.writeHead(404).end();
});

let nextId = 1;
io.on('connection', (socket) => {
  const auth = socket.handshake.auth as { userId?: unknown; control?: unknown };
  if (typeof auth.userId === 'number') socket.join(userRoom(auth.userId));
  if (auth.control === true) {
    socket.on('fire', (request: FireRequest, ack: unknown) => {
      const CDate = new Date().toISOString();
      const push = messagePush({
        Id: nextId++,
        ToUserId: request.to,
        FromUserId: request.from,
        Message: request.html,
        CDate,
        ClientId: request.clientId,
      });
      io.to(userRoom(request.to)).emit('message:new', push);
      if (typeof ack === 'function') ack(true);
    });
  }
});

httpServer.listen(port, '127.0.0.1');
process.on('SIGTERM', () => {
  void io.close();
  process.exit(0);
});
