/** A webhook on loopback that records what it receives: the salon's spreadsheet script, in tests. */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';

/** `received`: the bodies, in order; `headers`: each one's request headers, in the same order. */
export type WebhookSink = {
  url: string;
  received: unknown[];
  headers: IncomingHttpHeaders[];
  close: () => Promise<void>;
};

export function startWebhookSink(port: number): Promise<WebhookSink> {
  const received: unknown[] = [];
  const headers: IncomingHttpHeaders[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      received.push(JSON.parse(body));
      headers.push(request.headers);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"result":"success"}');
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${port}/macros/exec`,
        received,
        headers,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    );
  });
}
