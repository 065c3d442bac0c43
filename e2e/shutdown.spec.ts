/**
 * A deploy stops the server with SIGTERM. A booking being made at that moment is made (not
 * left as a draft holding the slot), no new connection is taken, a text message whose
 * delivery was in flight gives up its lease for another instance, and the process exits 0.
 */
import { mkdtempSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { codeInMessage } from '@/lib/booking/local/code-message';
import { expect, test } from './browse';
import { startOwnServer } from './servers/own-server';

const port = Number(process.env.E2E_PORT ?? 3100) + 57;
const phone = '+447700900357';

/** An SMS gateway that takes the message and never answers: its delivery stays in flight. */
function startSilentGateway(at: number): Promise<Server> {
  const server = createServer(() => {});
  return new Promise((resolve) => server.listen(at, '127.0.0.1', () => resolve(server)));
}

test('SIGTERM lets a booking in flight finish, refuses new connections, releases leases and exits 0', async () => {
  test.setTimeout(120_000);
  const gateway = await startSilentGateway(port + 1);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shutdown-'));
  const server = await startOwnServer(port, {
    DATA_DIR: dataDir,
    SMS_WEBHOOK_URL: `http://127.0.0.1:${port + 1}/sms`,
    SMS_WEBHOOK_SECRET: 'e2e-shutdown-gateway-secret',
  });
  const database = () => new Database(path.join(dataDir, 'site.sqlite'), { readonly: true });
  const headers = { origin: server.base, 'content-type': 'application/json' };
  try {
    const asked = await fetch(`${server.base}/api/auth/code`, { method: 'POST', headers, body: JSON.stringify({ phone }) });
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
        return db.prepare('select id, body, claimed_until, delivered_at from booking_sms_outbox where phone = ?').get(phone) as {
          id: number;
          body: string;
          claimed_until: number | null;
          delivered_at: number | null;
        };
      } finally {
        db.close();
      }
    };
    await expect.poll(() => message()?.claimed_until ?? null, { timeout: 15_000 }).not.toBeNull();
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
    const free = await (await fetch(`${server.base}/api/booking/free-time?service=1008&date=${date.toISOString().slice(0, 10)}`, { headers: { cookie } })).json();
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
    await new Promise((resolve) => setTimeout(resolve, 500));
    server.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));

    // Draining: a new connection is refused.
    const refused = await fetch(`${server.base}/robots.txt`).then(
      () => null,
      (error: Error) => (error.cause as NodeJS.ErrnoException | undefined)?.code,
    );
    expect(refused).toBe('ECONNREFUSED');

    outgoing.end(body.slice(10));
    const booked = await booking;
    expect(booked.status).toBe(201);
    const appointment = JSON.parse(booked.text).appointment as { id: number | string };

    expect(await server.exited).toBe(0);
    const db = database();
    try {
      expect(db.prepare('select id from booking_appointments where id = ?').get(appointment.id)).toBeTruthy();
    } finally {
      db.close();
    }
    // The text whose delivery was cut is free for another instance to send at once.
    expect(message()).toMatchObject({ claimed_until: null, delivered_at: null });
  } finally {
    await server.stop();
    gateway.closeAllConnections();
    gateway.close();
  }
});
