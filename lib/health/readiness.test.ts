import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { parseConfig } from '@/lib/config';
import { checkPageCache } from './check-page-cache';
import { checkReadiness, instanceChecks } from './readiness';

describe('readiness', () => {
  it("asks only the instance's own parts: its SQLite file when that is the database, and its build's pages", () => {
    expect(instanceChecks(parseConfig({})).map((check) => check.name)).toEqual(['sqlite', 'page cache']);
    // PostgreSQL, Redis, the booking system and the content feed are shared: never a reason to take one instance out.
    const shared = parseConfig({
      DATABASE_URL: 'postgres://site@db.internal/site',
      REDIS_URL: 'redis://cache.internal:6379',
      BOOKING_API_URL: 'https://api.booking.example',
      BOOKING_API_TOKEN: 'booking-token',
      WORDPRESS_URL: 'https://cms.example',
    });
    expect(instanceChecks(shared).map((check) => check.name)).toEqual(['page cache']);
  });

  it('is ready when every check passes, and names the ones that fail', async () => {
    const pass = { name: 'page cache', check: async () => true };
    expect(await checkReadiness([pass])).toEqual({ ready: true, failed: [] });
    expect(await checkReadiness([pass, { name: 'sqlite', check: async () => false }])).toEqual({
      ready: false,
      failed: ['sqlite'],
    });
  });
});

describe('the page cache check', () => {
  it("passes while the build's id and pages can be read, and fails without them", async () => {
    const build = mkdtempSync(path.join(tmpdir(), 'page-cache-'));
    onTestFinished(() => rmSync(build, { recursive: true, force: true }));
    await expect(checkPageCache(500, build)).rejects.toThrow();
    writeFileSync(path.join(build, 'BUILD_ID'), 'abc123\n');
    await expect(checkPageCache(500, build)).rejects.toThrow();
    mkdirSync(path.join(build, 'server', 'app'), { recursive: true });
    // A hang guard, not a speed check: a busy machine can take a while to read a folder.
    expect(await checkPageCache(20_000, build)).toBe(true);
  });
});
