import { describe, expect, it } from 'vitest';
import { createCookieTags, newSessionId } from './cookie-tags';

const tags = createCookieTags(async () => Buffer.alloc(32, 1));
const token = { token: 'eyJhbGciOi.payload.signature', session: newSessionId() };

describe('cookie tags', () => {
  it('opens what they sealed, a token with dots included', async () => {
    const value = await tags.seal('bs_refresh', token);
    expect(value.endsWith(`.${token.session}.${token.token}`)).toBe(true);
    expect(await tags.open('bs_refresh', value)).toEqual(token);
  });

  it('refuse a value sealed for another cookie, under another key, or changed in any part', async () => {
    const value = await tags.seal('bs_refresh', token);
    const [tag, session] = value.split('.');
    expect(await tags.open('bs_access', value)).toBeNull();
    expect(await createCookieTags(async () => Buffer.alloc(32, 2)).open('bs_refresh', value)).toBeNull();
    expect(await tags.open('bs_refresh', `${tag}.${session}.${token.token}x`)).toBeNull();
    expect(await tags.open('bs_refresh', `${tag}.${newSessionId()}.${token.token}`)).toBeNull();
    expect(await tags.open('bs_refresh', `${tag!.slice(1)}A.${session}.${token.token}`)).toBeNull();
  });

  it('refuse a value without the shape: the bare token, nothing, a missing token', async () => {
    for (const value of [
      undefined,
      '',
      token.token,
      'abc',
      'abc.def',
      `${(await tags.seal('x', token)).split('.')[0]}.s.`,
    ])
      expect(await tags.open('bs_refresh', value), String(value)).toBeNull();
  });
});
