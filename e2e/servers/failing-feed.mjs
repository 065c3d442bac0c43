// A WordPress that fails in the ways a real one does, for the feed-down test server: it
// answers 500, never answers, or drops the connection, as the tests switch it with
// `POST /__mode` and a body of `error`, `hang` or `reset`. It never serves content.
import { createServer } from 'node:http';

const port = Number(process.env.PORT ?? 3102);
let mode = 'reset';

createServer((request, response) => {
  if (request.url === '/__mode') {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      if (['error', 'hang', 'reset'].includes(body)) mode = body;
      response.end(mode);
    });
    return;
  }
  if (mode === 'error') {
    response.writeHead(500, { 'content-type': 'text/html' });
    response.end('<h1>Error establishing a database connection</h1>');
  } else if (mode === 'reset') {
    request.socket.destroy();
  }
  // 'hang': never answer; the site's time-out gives up.
}).listen(port, '127.0.0.1');
