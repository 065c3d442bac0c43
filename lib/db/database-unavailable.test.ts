import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable';

const coded = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', coded('ECONNREFUSED')],
    ['a connection reset', coded('ECONNRESET')],
    ['PostgreSQL shutting down', coded('57P01', 'terminating connection due to administrator command')],
    ['PostgreSQL starting up', coded('57P03', 'the database system is starting up')],
    ['too many connections', coded('53300')],
    ['a connection exception', coded('08006')],
    ['a lost connection (pg, no code)', new Error('Connection terminated unexpectedly')],
    ['a connect time-out (pg, no code)', new Error('timeout exceeded when trying to connect')],
    ['SQLite busy past its time-out', coded('SQLITE_BUSY')],
    ['a migration that could not connect', new Error('Database migration failed', { cause: coded('ECONNREFUSED') })],
    ['every address refused', new AggregateError([coded('ECONNREFUSED'), coded('ECONNREFUSED')], 'connect failed')],
  ])('says yes to %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a syntax error', coded('42601')],
    ['a missing table', coded('42P01')],
    ['a unique violation', coded('23505')],
    ['SQLite constraint', coded('SQLITE_CONSTRAINT_PRIMARYKEY')],
    ['a plain bug', new TypeError('x is undefined')],
    ['not an error', 'ECONNREFUSED'],
  ])('says no to %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
