import { describe, expect, it } from 'vitest';
import { ContentUnavailableError } from '@/lib/content/errors';
import { errorStatus } from './error-status';

describe('errorStatus', () => {
  it('defaults to 500', () => {
    expect(errorStatus(new Error('boom'))).toBe(500);
    expect(errorStatus(null)).toBe(500);
    expect(errorStatus(new ContentUnavailableError('down'))).toBe(500);
  });
  it('uses the status an error carries', () => {
    expect(errorStatus(new ContentUnavailableError('down', 503))).toBe(503);
    expect(errorStatus({ status: 404 })).toBe(404);
  });
  it('ignores statuses that are not errors', () => {
    expect(errorStatus({ status: 200 })).toBe(500);
    expect(errorStatus({ status: 'x' })).toBe(500);
  });
});
