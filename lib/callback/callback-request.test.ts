import { describe, expect, it } from 'vitest';
import { callbackFormSchema, firstFieldError } from './callback-request';
import { callbackRequestSchema } from './callback-request-body';

const valid = { name: 'Amelia', phone: '+44 (20) 7946-0958', agreed: true };

describe('the callback form schema', () => {
  it('accepts a name, a phone with +, spaces, brackets and dashes, and the agreement', () => {
    expect(callbackFormSchema.parse(valid)).toEqual({ name: 'Amelia', phone: '+442079460958', agreed: true });
  });

  it.each([
    ['9 digits', { ...valid, phone: '207946095' }, 'phone', 'invalid'],
    ['letters', { ...valid, phone: '020 7946 09a8' }, 'phone', 'invalid'],
    ['an empty name', { ...valid, name: '   ' }, 'name', 'nameRequired'],
    ['no name', { phone: valid.phone, agreed: true }, 'name', 'nameRequired'],
    ['no agreement', { ...valid, agreed: false }, 'agreed', 'agreementRequired'],
  ])('refuses %s, naming the field', (_, input, field, code) => {
    const result = callbackFormSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(firstFieldError(result.error!)).toEqual({ field, code });
  });

  it('counts 10 digits as enough, with or without +', () => {
    expect(callbackFormSchema.parse({ ...valid, phone: '2079460958' }).phone).toBe('2079460958');
    expect(callbackFormSchema.parse({ ...valid, phone: '+2079460958' }).phone).toBe('+2079460958');
  });
});

describe('the request body', () => {
  it('takes the page path and the honeypot besides the form', () => {
    expect(callbackRequestSchema.parse({ ...valid, page: '/ua/contacts/', website: '' })).toMatchObject({
      page: '/ua/contacts/',
      website: '',
    });
  });

  it('carries the phone in E.164, however it was typed', () => {
    expect(callbackRequestSchema.parse(valid).phone).toBe('+442079460958');
    for (const phone of ['+44 (0)20 7946 0958', '020 7946 0958', '0044 20 7946 0958', '442079460958'])
      expect(callbackRequestSchema.parse({ ...valid, phone }).phone, phone).toBe('+442079460958');
    expect(firstFieldError(callbackRequestSchema.safeParse({ ...valid, phone: '+44 20 7946' }).error!)).toEqual({
      field: 'phone',
      code: 'invalid',
    });
  });

  it('refuses a page that is not a path of the site', () => {
    for (const page of ['https://evil.example/', 'javascript:alert(1)', '/a b/']) {
      expect(callbackRequestSchema.safeParse({ ...valid, page }).success, page).toBe(false);
    }
  });
});
