// The booking section of `npm run bench`, against a production server the caller started
// on a fresh DATA_DIR with TRUST_PROXY=1 (the bench plays the reverse proxy, giving each
// simulated visitor an address on a network of its own, so the sign-in limits per address and
// each network's share of the text budget see 20 visitors) and an allowance of free-time
// questions its load does not reach (`BOOKING_QUESTIONS_PER_MINUTE`).
// Figures are printed, never asserted.
import Database from 'better-sqlite3';
import path from 'node:path';

const service = '1008'; // roots touch-up, 60 minutes
// A visit of three services back to back, any master for each: manicure, brows, pedicure (60 minutes each).
const threeServiceVisit = '1202@any,1103@any,1219@any';

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Weekdays from a week ahead, as YYYY-MM-DD. */
export function futureWeekdays(count) {
  const days = [];
  for (let offset = 7; days.length < count; offset += 1) {
    const day = new Date(Date.now() + offset * 86_400_000);
    if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6) days.push(day.toISOString().slice(0, 10));
  }
  return days;
}

async function freeTimeLatency(
  base,
  seconds,
  pathFor = (date) => `/api/booking/free-time?service=${service}&date=${date}`,
) {
  const dates = futureWeekdays(5);
  const latencies = [];
  let failures = 0;
  const until = Date.now() + seconds * 1000;
  let next = 0;
  await Promise.all(
    Array.from({ length: 20 }, async () => {
      while (Date.now() < until) {
        const date = dates[next++ % dates.length];
        const started = performance.now();
        const response = await fetch(`${base}${pathFor(date)}`);
        await response.arrayBuffer();
        latencies.push(performance.now() - started);
        if (!response.ok) failures += 1;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    count: latencies.length,
    failures,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    seconds,
  };
}

function lastCode(dbFile, phone) {
  const db = new Database(dbFile, { readonly: true });
  try {
    const row = db.prepare('select body from booking_sms_outbox where phone = ? order by id desc limit 1').get(phone);
    // The message's last line binds the code to the site: `@host #123456`.
    return /@[\w.-]+ #(\d+)\s*$/.exec(row?.body ?? '')?.[1];
  } finally {
    db.close();
  }
}

/**
 * The `index`th (0-999) of Ofcom's drama range 07700 900000-900999, the one range of fictional
 * numbers the site takes as mobile: a visitor's phone that can be sent a code yet is no one's.
 */
export const dramaPhone = (index) => `+447700900${String(index % 1000).padStart(3, '0')}`;

/**
 * A visitor with its own address (on a /24 of its own, in the benchmarking range 198.18.0.0/15)
 * and cookie jar, signed in by phone; `send` answers the status and the body read as JSON (null
 * when it is not JSON).
 */
export async function signedInVisitor(base, dbFile, index, { ip = `198.18.${index % 256}.1`, phone = dramaPhone(index) } = {}) {
  let cookies = '';
  const send = async (pathname, method = 'GET', body) => {
    const response = await fetch(`${base}${pathname}`, {
      method,
      headers: {
        origin: base,
        'x-forwarded-for': ip,
        cookie: cookies,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const set = response.headers.getSetCookie().map((raw) => raw.split(';')[0]);
    if (set.length) {
      const jar = new Map(
        cookies
          .split('; ')
          .filter(Boolean)
          .map((pair) => pair.split('=')),
      );
      for (const pair of set) jar.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
      cookies = [...jar]
        .filter(([, value]) => value)
        .map(([name, value]) => `${name}=${value}`)
        .join('; ');
    }
    const text = await response.text();
    let json = null;
    try {
      json = JSON.parse(text);
    } catch {
      // not JSON
    }
    return { status: response.status, json };
  };
  const asked = await send('/api/auth/code', 'POST', { phone });
  if (asked.status !== 200) throw new Error(`no code for visitor ${index} (${asked.status} ${asked.json?.code ?? asked.json?.error ?? ''})`);
  const { status } = await send('/api/auth/confirm', 'POST', {
    code: lastCode(dbFile, phone),
    firstName: 'Bench',
    lastName: `Visitor ${index}`,
  });
  if (status !== 200) throw new Error(`visitor ${index} could not sign in (${status})`);
  return send;
}

/** 50 slots that do not overlap: every other free start of each master, over a few days. */
async function fiftySlots(base) {
  const slots = [];
  for (const date of futureWeekdays(5)) {
    const answer = await (await fetch(`${base}/api/booking/free-time?service=${service}&date=${date}`)).json();
    for (const employee of answer.employees) {
      employee.times.forEach((time, index) => {
        if (index % 2 === 0) slots.push({ employee: employee.id, start: time.start });
      });
    }
    if (slots.length >= 50) break;
  }
  return slots.slice(0, 50);
}

async function bookingRace(base, dbFile) {
  const visitors = await Promise.all(Array.from({ length: 20 }, (_, index) => signedInVisitor(base, dbFile, index)));
  const slots = await fiftySlots(base);
  const counts = { 201: 0, 409: 0, other: 0 };
  const started = performance.now();
  await Promise.all(
    visitors.map(async (send, index) => {
      // Each visitor goes through the slots in its own order, so every slot is contested.
      const order = slots.map((_, i) => slots[(i * 7 + index * 13) % slots.length]);
      for (const slot of order) {
        const { status } = await send('/api/booking/appointments', 'POST', {
          service,
          employee: slot.employee,
          start: slot.start,
        });
        if (status === 201 || status === 409) counts[status] += 1;
        else counts.other += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const db = new Database(dbFile, { readonly: true });
  const overlaps = db
    .prepare(
      `select count(*) as n from booking_appointment_services a
       join booking_appointments aa on aa.id = a.appointment_id and aa.state = 'booked'
       join booking_appointment_services b on b.employee_id = a.employee_id and b.id > a.id
         and b.starts_at < a.ends_at and a.starts_at < b.ends_at
       join booking_appointments bb on bb.id = b.appointment_id and bb.state = 'booked'`,
    )
    .get().n;
  const booked = db.prepare("select count(*) as n from booking_appointments where state = 'booked'").get().n;
  db.close();
  return { slots: slots.length, attempts: 20 * slots.length, counts, booked, overlaps, seconds };
}

export async function benchBooking({ base, dataDir, seconds }) {
  const dbFile = path.join(dataDir, 'site.sqlite');
  const free = await freeTimeLatency(base, seconds);
  console.log(`\nBooking (embedded backend):`);
  console.log(
    `free time, 20 concurrent visitors, ${free.seconds} s: ${free.count} answers (${Math.round(free.count / free.seconds)}/s), ` +
      `p50 ${free.p50.toFixed(1)} ms, p95 ${free.p95.toFixed(1)} ms, p99 ${free.p99.toFixed(1)} ms, ${free.failures} not 200`,
  );
  const visit = await freeTimeLatency(
    base,
    seconds,
    (date) => `/api/booking/visit-times?visit=${threeServiceVisit}&date=${date}`,
  );
  console.log(
    `free time of a three-service visit, 20 concurrent visitors, ${visit.seconds} s: ${visit.count} answers (${Math.round(visit.count / visit.seconds)}/s), ` +
      `p50 ${visit.p50.toFixed(1)} ms, p95 ${visit.p95.toFixed(1)} ms, p99 ${visit.p99.toFixed(1)} ms, ${visit.failures} not 200`,
  );
  const race = await bookingRace(base, dbFile);
  console.log(
    `booking race, 20 signed-in visitors for ${race.slots} slots: ${race.attempts} attempts in ${race.seconds.toFixed(1)} s ` +
      `(${(race.attempts / race.seconds).toFixed(1)} attempts/s, ${(race.counts[201] / race.seconds).toFixed(1)} bookings/s); ` +
      `201: ${race.counts[201]}, 409: ${race.counts[409]}, other: ${race.counts.other}; booked ${race.booked}, double bookings ${race.overlaps}`,
  );
}
