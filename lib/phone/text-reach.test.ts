import { describe, expect, it } from 'vitest';
import { isTextableMobile } from './text-reach';

const gb = ['GB'];

describe('isTextableMobile', () => {
  it('accepts the mobiles of the countries served', () => {
    for (const number of ['+447400123456', '+447911234567', '+447106123456'])
      expect(isTextableMobile(number, gb), number).toBe(true);
    expect(isTextableMobile('+33612345678', ['GB', 'FR'])).toBe(true);
  });

  it('accepts a number a country cannot tell from a fixed line (FIXED_LINE_OR_MOBILE) when that country is served', () => {
    expect(isTextableMobile('+12125550123', ['GB', 'US'])).toBe(true);
    expect(isTextableMobile('+12125550123', gb)).toBe(false);
  });

  it.each([
    ['a UK premium-rate number (the issue’s 0909 879 0000)', '+449098790000'],
    ['a UK 0871 special-services number', '+448712345678'],
    ['a shared-cost/UAN 0300 number', '+443001234567'],
    ['a freephone number', '+448001234567'],
    ['a London fixed line', '+442079460958'],
    ['a UK VoIP 056 number', '+445612345678'],
    ['a UK personal 070 number', '+447012345678'],
    ['a UK pager', '+447640123456'],
    ['a satellite (Thuraya) number, which has no country', '+882161234567'],
    ['a Nigerian mobile (country not served)', '+2348031234567'],
    ['a Guernsey mobile (its own country under +44)', '+447781123456'],
    ['an Isle of Man mobile', '+447624123456'],
    ['a UK number outside every known range', '+447700901000'],
  ])('refuses %s', (_, number) => {
    expect(isTextableMobile(number, gb)).toBe(false);
  });

  it('accepts Ofcom’s drama mobiles (never allocated) only while Britain is served', () => {
    expect(isTextableMobile('+447700900000', gb)).toBe(true);
    expect(isTextableMobile('+447700900999', gb)).toBe(true);
    expect(isTextableMobile('+447700900123', ['FR'])).toBe(false);
  });

  it('serves the Crown dependencies only when listed', () => {
    expect(isTextableMobile('+447781123456', ['GB', 'GG'])).toBe(true);
    expect(isTextableMobile('+447624123456', ['GB', 'IM'])).toBe(true);
  });
});
