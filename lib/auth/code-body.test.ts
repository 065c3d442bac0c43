import { describe, expect, it } from 'vitest';
import { codeBodySchema, phoneRefused } from './code-body';

describe('the body of a code request', () => {
  it('reads the phone into E.164 in any of the forms people type', () => {
    for (const phone of ['+44 7700 900123', '07700 900123', '447700900123', '0044 7700 900123'])
      expect(codeBodySchema.safeParse({ phone }).data).toEqual({ phone: '+447700900123' });
  });

  it('refuses anything that is not a phone number', () => {
    for (const phone of [undefined, null, 447700900123, '', '123', 'not a phone'])
      expect(codeBodySchema.safeParse({ phone }).success).toBe(false);
  });

  it('answers a refusal in English, with the key of the visitor’s-language message', async () => {
    const answer = phoneRefused();
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({
      error: 'invalid',
      field: 'phone',
      message: 'Incorrect phone number entered',
      messageKey: 'Phone.invalid',
    });
  });
});
