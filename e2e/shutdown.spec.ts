/**
 * A deploy stops the server with SIGTERM. At once readiness answers 503 while the server still
 * serves new connections for SHUTDOWN_DELAY_MS (the load balancer notices at its next probe);
 * then no new connection is taken. A booking being made at that moment is made (not left as a
 * draft holding the slot); a text message whose delivery is in flight at the gateway keeps its
 * lease until the gateway answers, and is recorded as delivered, once; the process exits 0.
 */
import { createServer, request as httpRequest, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import Database from 'better-sqlite3';
import { codeInMessage } from '@/lib/booking/local/code-message';
import { expect, test } from './browse';
import { startOwnServer, temporaryDataDir } from './servers/own-server';

const port = Number(process.env.E2E_PORT ?? 3100) + 57;
const phone = '+447700900357';

/** An SMS gateway that holds each message until the test lets it answer: its delivery stays in flight. */
async function startHoldingGateway(at: number) {
  const held: ServerResponse[] = [];
  let arrived!: () => void;
  const first = new Promise<void>((resolve) => (arrived = resolve));
  const server: Server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      held.push(response);
      arrived();
    });
  });
  await new Promise<void>((resolve) => server.listen(at, '127.0.0.1', resolve));
  return {
    server,
    held,
    first,
    answer: () => held.forEach((response) => response.writeHead(200).end('{"sent":true}')),
  };
}

/** A GET on a connection of its own: its status, or the error code of a refused connection. */
const probe = (url: string) =>
  fetch(url, { headers: { connection: 'close' } }).then(
    (response) => response.status,
    (error: Error) => (error.cause as NodeJS.ErrnoException | undefined)?.code,
  );

test('SIGTERM: not ready at once, serving through the delay, then a booking in flight finishes, a text in flight is delivered once, exit 0', async () => {
  test.setTimeout(120_000);
  const gateway = await startHoldingGateway(port + 1);
  const { dir: dataDir, remove } = temporaryDataDir('shutdown');
  const server = await startOwnServer(port, {
    DATA_DIR: dataDir,
    SMS_WEBHOOK_URL: `http://127.0.0.1:${port + 1}/sms`,
    SMS_WEBHOOK_SECRET: 'e2e-shutdown-gateway-secret',
    SHUTDOWN_DELAY_MS: '3000',
    // Long enough that nothing here is cut by the deadline on a busy machine.
    SHUTDOWN_TIMEOUT_MS: '60000',
  });
  const database = () => new Database(path.join(dataDir, 'site.sqlite'), { readonly: true });
  const headers = { origin: server.base, 'content-type': 'application/json' };
  try {
    const asked = await fetch(`${server.base}/api/auth/code`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ phone }),
    });
    expect(asked.status).toBe(200);
    // The sign-in's own cookie carries it from the code to its confirmation.
    const signIn = asked.headers
      .getSetCookie()
      .map((line) => line.split(';', 1)[0])
      .join('; ');
    // The text is claimed by the worker and its delivery hangs at the silent gateway.
    const message = () => {
      const db = database();
      try {
        return db
          .prepare('select id, body, attempts, claimed_until, delivered_at from booking_sms_outbox where phone = ?')
          .get(phone) as {
          id: number;
          body: string;
          attempts: number;
          claimed_until: number | null;
          delivered_at: number | null;
        };
      } finally {
        db.close();
      }
    };
    await gateway.first;
    expect(message().claimed_until).not.toBeNull();
    const code = codeInMessage(message().body);
    const confirmed = await fetch(`${server.base}/api/auth/confirm`, {
      method: 'POST',
      headers: { ...headers, cookie: signIn },
      body: JSON.stringify({ code, firstName: 'Anne', lastName: 'Elliot' }),
    });
    expect(confirmed.status).toBe(200);
    const cookie = confirmed.headers
      .getSetCookie()
      .map((line) => line.split(';', 1)[0])
      .join('; ');

    // A Monday at least three days ahead, with the first free master.
    const date = new Date(Date.now() + 3 * 86_400_000);
    date.setUTCDate(date.getUTCDate() + ((8 - date.getUTCDay()) % 7));
    const free = await (
      await fetch(`${server.base}/api/booking/free-time?service=1008&date=${date.toISOString().slice(0, 10)}`, {
        headers: { cookie },
      })
    ).json();
    const slot = (free.employees as { id: string; times: { start: string }[] }[]).flatMap((entry) =>
      entry.times.map((time) => ({ employee: entry.id, start: time.start })),
    )[0]!;

    // The booking request is in flight: its body arrives in two parts, SIGTERM between them.
    const body = JSON.stringify({ service: '1008', employee: slot.employee, start: slot.start });
    const outgoing = httpRequest(`${server.base}/api/booking/appointments`, {
      method: 'POST',
      headers: { ...headers, cookie, 'content-length': Buffer.byteLength(body) },
    });
    const booking = new Promise<{ status: number; text: string }>((resolve, reject) => {
      outgoing.on('response', (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      });
      outgoing.on('error', reject);
    });
    outgoing.write(body.slice(0, 10));
    // Connected, its headers sent: the server has it in flight well before the delay ends.
    await new Promise<void>((resolve) => outgoing.once('socket', (socket) => socket.once('connect', () => resolve())));
    server.child.kill('SIGTERM');

    // Not ready at once, yet still serving a new connection (the balancer has not noticed yet).
    await expect.poll(() => probe(`${server.base}/api/health/ready`)).toBe(503);
    expect(await probe(`${server.base}/robots.txt`)).toBe(200);
    // Then, after the delay, a new connection is refused.
    await expect.poll(() => probe(`${server.base}/robots.txt`), { timeout: 30_000 }).toBe('ECONNREFUSED');

    outgoing.end(body.slice(10));
    const booked = await booking;
    expect(booked.status).toBe(201);
    const appointment = JSON.parse(booked.text).appointment as { id: number | string };

    // The listener is closed and the booking done; the text is still at the gateway, its lease kept.
    expect(message()).toMatchObject({ delivered_at: null, attempts: 0 });
    expect(message().claimed_until).not.toBeNull();
    gateway.answer();

    expect(await server.exited).toBe(0);
    const db = database();
    try {
      expect(db.prepare('select id from booking_appointments where id = ?').get(appointment.id)).toBeTruthy();
    } finally {
      db.close();
    }
    // Delivered, once, and recorded as such before the process ended.
    expect(gateway.held).toHaveLength(1);
    expect(message()).toMatchObject({ claimed_until: null, attempts: 1 });
    expect(message().delivered_at).not.toBeNull();
  } finally {
    await server.stop();
    gateway.server.closeAllConnections();
    gateway.server.close();
    remove();
  }
});
