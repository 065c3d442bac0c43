/**
 * The embedded backend's tokens through its API, on each engine: a refresh token is spent
 * once (of two uses at once exactly one wins), a spent one used again ends every token of
 * its sign-in, signing out ends them too, and other sign-ins are untouched; a sign-in
 * refreshed again and again keeps a bounded number of rows.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { databaseEngines } from '@/lib/db/testing/test-databases';
import { keptAccessTokens, keptSpentRefreshTokens } from './client-store';
import { createEmbeddedKit, type EmbeddedKit } from './embedded-test-kit';

describe.each(databaseEngines)('refresh tokens of the embedded backend on %s', (engine) => {
  let kit: EmbeddedKit;
  beforeEach(async () => {
    kit = await createEmbeddedKit('2026-01-05T08:00:00Z', engine);
  });
  afterEach(() => kit.close());

  it('are spent once: of two uses at once one gets new tokens, and that second use ends the sign-in', async () => {
    const first = await kit.signIn('+447700900701');
    const answers = await Promise.all([kit.client.refresh(first.refreshToken), kit.client.refresh(first.refreshToken)]);
    expect(answers.filter((answer) => answer.ok)).toHaveLength(1);
    const renewed = answers.find((answer) => answer.ok)!;
    if (!renewed.ok) throw new Error('unreachable');
    expect((await kit.client.me(renewed.value.accessToken)).ok).toBe(false);
    expect((await kit.client.refresh(renewed.value.refreshToken)).ok).toBe(false);
  });

  it('used again after a refresh revoke the whole family, and nothing else', async () => {
    const mine = await kit.signIn('+447700900702');
    const other = await kit.signIn('+447700900703');
    const second = await kit.client.refresh(mine.refreshToken);
    if (!second.ok) throw new Error('refresh failed');
    const third = await kit.client.refresh(second.value.refreshToken);
    if (!third.ok) throw new Error('refresh failed');
    expect((await kit.client.me(third.value.accessToken)).ok).toBe(true);

    // The first token, long spent, comes back: a copy is in someone else's hands.
    expect(await kit.client.refresh(mine.refreshToken)).toMatchObject({ ok: false, failure: { kind: 'unauthorized' } });
    expect((await kit.client.me(third.value.accessToken)).ok).toBe(false);
    expect((await kit.client.refresh(third.value.refreshToken)).ok).toBe(false);
    expect((await kit.client.me(other.accessToken)).ok).toBe(true);
    expect((await kit.client.refresh(other.refreshToken)).ok).toBe(true);
  });

  it('end with signing out: the refresh and the access tokens of that sign-in', async () => {
    const mine = await kit.signIn('+447700900704');
    const other = await kit.signIn('+447700900705');
    expect((await kit.client.signOut(mine.refreshToken)).ok).toBe(true);
    expect((await kit.client.refresh(mine.refreshToken)).ok).toBe(false);
    expect((await kit.client.me(mine.accessToken)).ok).toBe(false);
    expect((await kit.client.me(other.accessToken)).ok).toBe(true);
    // An unknown token is answered alike.
    expect((await kit.client.signOut('no-such-token')).ok).toBe(true);
  });

  it(`keep at most ${keptSpentRefreshTokens} spent refresh and ${keptAccessTokens} access tokens a sign-in, however often it is refreshed`, async () => {
    const first = await kit.signIn('+447700900706');
    let latest = first;
    const spent: string[] = [];
    for (let n = 0; n < keptSpentRefreshTokens + 10; n += 1) {
      kit.clock.now += 1000;
      const renewed = await kit.client.refresh(latest.refreshToken);
      if (!renewed.ok) throw new Error('refresh failed');
      spent.push(latest.refreshToken);
      latest = renewed.value;
    }
    const rows = await kit.db
      .selectFrom('booking_tokens')
      .select(['kind', 'spent_at'])
      .where('client_id', '=', Number(first.clientId))
      .execute();
    expect(rows.filter((row) => row.kind === 'refresh' && row.spent_at !== null)).toHaveLength(keptSpentRefreshTokens);
    expect(rows.filter((row) => row.kind === 'refresh' && row.spent_at === null)).toHaveLength(1);
    expect(rows.filter((row) => row.kind === 'access')).toHaveLength(keptAccessTokens);
    expect((await kit.client.me(first.accessToken)).ok).toBe(false);
    expect((await kit.client.me(latest.accessToken)).ok).toBe(true);
    // A spent token kept is still recognised when used again, and ends the sign-in.
    expect((await kit.client.refresh(spent.at(-1)!)).ok).toBe(false);
    expect((await kit.client.me(latest.accessToken)).ok).toBe(false);
  });
});
