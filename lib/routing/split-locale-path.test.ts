import { describe, expect, it } from 'vitest';
import { splitLocalePath } from './split-locale-path';

describe('splitLocalePath', () => {
  it('reads the locale prefix and decodes the rest', () => {
    expect(splitLocalePath('/ua/services/male/')).toEqual({ locale: 'uk', explicitDefault: false, segments: ['services', 'male'] });
    expect(splitLocalePath('/services/caf%C3%A9/')).toEqual({ locale: 'en', explicitDefault: false, segments: ['services', 'café'] });
    expect(splitLocalePath('/')).toEqual({ locale: 'en', explicitDefault: false, segments: [] });
  });

  it('flags the default locale written out, which is never canonical', () => {
    expect(splitLocalePath('/en/about/')).toEqual({ locale: 'en', explicitDefault: true, segments: ['about'] });
  });

  it('refuses broken percent-encoding', () => {
    expect(splitLocalePath('/%ff/')).toBeNull();
    expect(splitLocalePath('/a/%/')).toBeNull();
    expect(splitLocalePath('/%c0%af/')).toBeNull();
  });
});
