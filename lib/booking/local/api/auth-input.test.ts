import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { firstIssue } from '@/lib/validation/first-issue';
import { confirmCodeQuery, logoutBody, refreshQuery, registrationQuery, sendCodeQuery } from './auth-input';

const refusal = (schema: z.ZodType, input: unknown) => {
  const parsed = schema.safeParse(input);
  return parsed.success ? null : firstIssue(parsed.error);
};

describe('the embedded backend’s sign-in input', () => {
  it('reads the phone a code is sent to into E.164', () => {
    expect(sendCodeQuery.safeParse({ phone: '07700 900123' }).data).toEqual({ phone: '+447700900123' });
    for (const phone of [undefined, '', '123', 'x'])
      expect(refusal(sendCodeQuery, { phone })).toEqual({ field: 'phone', message: 'Incorrect phone number entered' });
  });

  it('reads a confirmation’s code of six digits, and its sign-in (empty when left out)', () => {
    expect(confirmCodeQuery.safeParse({ code: '123456' }).data).toEqual({ auth_id: '', code: '123456' });
    for (const code of [undefined, '12345', '1234567', ' 123456', 'abcdef'])
      expect(refusal(confirmCodeQuery, { auth_id: 'a', code })).toEqual({
        field: 'code',
        message: 'The code has 6 digits',
      });
  });

  it('reads a new client’s details: names trimmed, a blank email as none, sex male or else female', () => {
    expect(registrationQuery.safeParse({ firstname: ' Jo ', lastname: 'March', email: ' ', sex: 'MALE' }).data).toEqual(
      {
        firstname: 'Jo',
        lastname: 'March',
        email: null,
        sex: 'male',
      },
    );
    expect(registrationQuery.safeParse({ firstname: 'Jo', lastname: 'March', email: ' jo@example.com ' }).data).toEqual(
      { firstname: 'Jo', lastname: 'March', email: 'jo@example.com', sex: 'female' },
    );
  });

  it('names the first missing name, then a wrong email', () => {
    const name = 'New clients give their name';
    expect(refusal(registrationQuery, { lastname: 'March', email: 'x' })).toEqual({
      field: 'firstname',
      message: name,
    });
    expect(refusal(registrationQuery, { firstname: 'Jo', lastname: '  ', email: 'x' })).toEqual({
      field: 'lastname',
      message: name,
    });
    expect(refusal(registrationQuery, { firstname: 'Jo', lastname: 'March', email: 'x@y' })).toEqual({
      field: 'email',
      message: 'The email address is not valid',
    });
  });

  it('reads a refresh token from the query or the logout body, refusing an empty one', () => {
    const missing = { field: 'refresh_token', message: 'A refresh token is required' };
    expect(refusal(refreshQuery, {})).toEqual(missing);
    expect(refusal(logoutBody, { refresh_token: '' })).toEqual(missing);
    expect(refusal(logoutBody, { refresh_token: 7 })).toEqual(missing);
    expect(logoutBody.safeParse({ refresh_token: 't' }).data).toEqual({ refresh_token: 't' });
  });
});
