import { describe, expect, it } from 'vitest';
import { ApiError } from '@/features/booking/steps/booking-api';
import en from '@/locales/en.json';
import uk from '@/locales/uk.json';
import { signInProblem } from './sign-in-problem';

describe('signInProblem', () => {
  it('says a session that has ended is to be signed in again, in both languages', () => {
    const problem = signInProblem(new ApiError(401, 'unauthorized'));
    expect(problem).toEqual({ key: 'sessionEnded' });
    expect(en.Account.problems.sessionEnded).toMatch(/sign in again/);
    expect(uk.Account.problems.sessionEnded).toMatch(/увійдіть знову/);
  });

  it('keeps its other answers: a wrong code with the tries left, an unknown refusal', () => {
    expect(signInProblem(new ApiError(422, 'wrong_code', { attemptsLeft: 2 }))).toEqual({
      key: 'wrongCode',
      values: { count: 2 },
    });
    expect(signInProblem(new ApiError(400, 'invalid'))).toEqual({ key: 'refused' });
    expect(signInProblem(new ApiError(503, 'unavailable'))).toEqual({ key: 'unavailable' });
  });
});
