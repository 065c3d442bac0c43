/**
 * The salon's spreadsheet script as the cluster test plays it: it receives callback requests,
 * fails the first attempt of each (half of all requests fail), and keeps each request once by
 * the `id` in its body (a spreadsheet script cannot read headers), as the README asks of a
 * receiver: a repeated id is answered 200 and counted as a repeat, never stored again. While
 * `failing`, it answers every request 500, as a broken deployment of the script would.
 */
import { createServer, type Server } from 'node:http';

export type ReceivingWebhook = {
  url: string;
  /** Requests kept, by the body's id: the first body received with it. */
  kept: Map<string, { name: string; phone: string }>;
  /** Attempts answered 500 on purpose, and repeats of a key already kept. */
  failed: number;
  repeats: string[];
  /** While true, every request is answered 500 (the script's deployment broken), none kept. */
  failing: boolean;
  close(): Promise<void>;
};

export function startReceivingWebhook(port: number): Promise<ReceivingWebhook> {
  const attempts = new Map<string, number>();
  const state: ReceivingWebhook = {
    url: `http://127.0.0.1:${port}/exec`,
    kept: new Map(),
    failed: 0,
    repeats: [],
    failing: false,
    close: async () => {},
  };
  const server: Server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      const body = JSON.parse(text) as { id: number; name: string; phone: string };
      const key = String(body.id);
      const seen = (attempts.get(key) ?? 0) + 1;
      attempts.set(key, seen);
      if (seen === 1 || state.failing) {
        state.failed += 1;
        response.writeHead(500).end('{"result":"error"}');
        return;
      }
      if (state.kept.has(key)) state.repeats.push(key);
      else state.kept.set(key, body);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"result":"success"}');
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      state.close = () => new Promise((done) => server.close(() => done()));
      resolve(state);
    });
  });
}
