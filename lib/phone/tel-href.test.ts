import { describe, expect, it } from 'vitest';
import { telHref } from './tel-href';

describe('telHref', () => {
  it('keeps the digits and the leading plus of a number as written', () => {
    expect(telHref('+44 (0)20 7946-0321')).toBe('tel:+4402079460321');
    expect(telHref('020 7946 0321')).toBe('tel:02079460321');
  });
});
