import { describe, expect, it } from 'vitest';
import { codeInMessage, codeMessage } from './code-message';

describe('codeMessage', () => {
  it('ends with the origin-bound line `@host #code`, after the words a person reads', () => {
    const body = codeMessage({
      brandName: 'Backstage',
      siteUrl: 'https://backstage-chelsea.co.uk',
      code: '042917',
      minutes: 10,
    });
    expect(body).toBe(
      '042917 is your Backstage sign-in code. It expires in 10 minutes.\n\n@backstage-chelsea.co.uk #042917',
    );
  });

  it('names the bare host: no scheme, port or path, which the phones would not read', () => {
    const body = codeMessage({ brandName: 'B', siteUrl: 'http://localhost:3000', code: '123456', minutes: 10 });
    expect(body.split('\n').at(-1)).toBe('@localhost #123456');
    const deep = codeMessage({
      brandName: 'B',
      siteUrl: 'https://www.example.co.uk:8443/salon',
      code: '000001',
      minutes: 5,
    });
    expect(deep.split('\n').at(-1)).toBe('@www.example.co.uk #000001');
  });

  it('matches the parser Chrome uses for such messages (a host of letters, digits, dots and dashes)', () => {
    const body = codeMessage({
      brandName: 'B',
      siteUrl: 'https://book.back-stage.example',
      code: '987654',
      minutes: 10,
    });
    const chrome = /(?:^|\s)@([a-zA-Z0-9.-]+) #([^#\s]+)/.exec(body);
    expect(chrome?.slice(1)).toEqual(['book.back-stage.example', '987654']);
  });
});

describe('codeInMessage', () => {
  it('reads the code from the last line only', () => {
    expect(codeInMessage('Your code is 1234.\n\n@localhost #765432')).toBe('765432');
    expect(codeInMessage('765432 is your code.')).toBeNull();
    expect(codeInMessage('@localhost #765432\nmore text after')).toBeNull();
  });
});
