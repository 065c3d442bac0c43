/**
 * Sends one request as raw bytes over a socket, so paths and headers reach the server exactly
 * as generated (Node's HTTP client refuses many of the odd ones a crawler sends).
 */
import net from 'node:net';
import type { FuzzRequest } from './request-generator';

export type RawResponse = { status: number; headers: string; body: string };

export function sendRaw(port: number, request: FuzzRequest, timeoutMs = 15_000): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const body = request.body === undefined ? null : Buffer.from(request.body, 'utf8');
    const lines = [`${request.method} ${request.path} HTTP/1.1`, `Host: 127.0.0.1:${port}`, 'Connection: close'];
    for (const [name, value] of Object.entries(request.headers)) lines.push(`${name}: ${value}`);
    if (body) lines.push(`Content-Length: ${body.length}`);
    socket.setTimeout(timeoutMs, () => socket.destroy(new Error(`no answer within ${timeoutMs} ms: ${request.method} ${request.path}`)));
    socket.on('connect', () => {
      socket.write(Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'utf8'));
      if (body) socket.write(body);
    });
    socket.on('data', (chunk) => chunks.push(chunk));
    // A server that has answered may reset the connection while a refused body is still
    // being written; the answer counts. A reset before any answer is a failure.
    socket.on('error', (error) => (chunks.length > 0 ? undefined : reject(error)));
    socket.on('close', () => {
      if (chunks.length === 0) return reject(new Error(`connection closed without an answer: ${request.method} ${request.path}`));
      const text = Buffer.concat(chunks).toString('latin1');
      const split = text.indexOf('\r\n\r\n');
      const head = split === -1 ? text : text.slice(0, split);
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0);
      resolve({ status, headers: head, body: split === -1 ? '' : text.slice(split + 4) });
    });
  });
}
