import { describe, expect, it } from 'vitest';
import { firstIssue } from '@/lib/validation/first-issue';
import { confirmBodySchema, wantsRegistration } from './confirm-body';

const read = (body: Record<string, unknown>) => confirmBodySchema(body).safeParse(body);
const refusal = (body: Record<string, unknown>) => {
  const parsed = read(body);
  return parsed.success ? null : firstIssue(parsed.error);
};
const codeMessage = { field: 'code', message: 'The code is the digits from the text message' };

describe('the body of a confirmation', () => {
  it('reads 4 to 8 digits, spaces around them dropped', () => {
    expect(read({ code: ' 123456 ' }).data).toEqual({ code: '123456' });
    for (const code of ['1234', '12345678']) expect(read({ code }).success).toBe(true);
    for (const code of ['123', '123456789', '12 34', 'abcd', 123456, null])
      expect(refusal({ code })).toEqual(codeMessage);
    expect(refusal({})).toEqual(codeMessage);
  });

  it('reads registration details only when one of them is given and not blank', () => {
    expect(wantsRegistration({ code: '123456', firstName: '', email: '' })).toBe(false);
    expect(read({ code: '123456', firstName: '', lastName: '', email: '' }).data).toEqual({ code: '123456' });
    expect(wantsRegistration({ email: null })).toBe(true);
    expect(read({ code: '123456', firstName: ' Jo ', lastName: 'March', email: '' }).data).toEqual({
      code: '123456',
      registration: { firstName: 'Jo', lastName: 'March', email: null },
    });
    expect(read({ code: '123456', firstName: 'Jo', lastName: 'March', email: 'jo@example.com' }).data).toMatchObject({
      registration: { email: 'jo@example.com' },
    });
  });

  it('names the code first, then the first wrong detail in the order firstName, lastName, email', () => {
    expect(refusal({ code: 'x', firstName: 7 })).toEqual(codeMessage);
    expect(refusal({ code: '123456', lastName: 'March' })).toEqual({
      field: 'firstName',
      message: 'The firstName is missing or not valid',
    });
    expect(refusal({ code: '123456', firstName: 'Jo', lastName: ' ', email: 'x' })).toEqual({
      field: 'lastName',
      message: 'The lastName is missing or not valid',
    });
    expect(refusal({ code: '123456', firstName: 'x'.repeat(61), lastName: 'March' })?.field).toBe('firstName');
  });

  it.each(['not-an-email', 7, null, `${'x'.repeat(120)}@example.com`])('refuses the email %j', (email) => {
    expect(refusal({ code: '123456', firstName: 'Jo', lastName: 'March', email })).toEqual({
      field: 'email',
      message: 'The email is missing or not valid',
    });
  });
});
