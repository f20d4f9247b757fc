import { describe, expect, it } from 'vitest';
import { isDatabaseUnreachable } from './pg-errors.ts';

/** As node-postgres reports them, and as drizzle wraps a failed statement's error (`cause`). */
const socketError = (code: string) => Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code });
const pgServerError = (code: string, message: string) => Object.assign(new Error(message), { code, severity: 'FATAL' });
const failedQuery = (cause: unknown) => Object.assign(new Error('Failed query: select 1\nparams: '), { cause });

describe('isDatabaseUnreachable', () => {
  it.each([
    ['a refused connection', socketError('ECONNREFUSED')],
    ['a refused connection behind drizzle', failedQuery(socketError('ECONNREFUSED'))],
    ['a refused connection to each address tried', new AggregateError([socketError('ECONNREFUSED')], 'connect failed')],
    ['a reset connection', failedQuery(socketError('ECONNRESET'))],
    ['an unknown host', socketError('ENOTFOUND')],
    ['a connection ended by the server', failedQuery(new Error('Connection terminated unexpectedly'))],
    ['a pool that waited in vain', new Error('timeout exceeded when trying to connect')],
    [
      'an administrator shutdown (restart, pg_terminate_backend)',
      failedQuery(pgServerError('57P01', 'terminating connection due to administrator command')),
    ],
    ['a server still starting', pgServerError('57P03', 'the database system is starting up')],
    ['a connection failure (class 08)', pgServerError('08006', 'connection failure')],
  ])('recognises %s', (_, err) => {
    expect(isDatabaseUnreachable(err)).toBe(true);
  });

  it.each([
    ['a unique violation', failedQuery(pgServerError('23505', 'duplicate key value violates unique constraint'))],
    ['a syntax error', failedQuery(pgServerError('42601', 'syntax error at or near "selec"'))],
    ['a plain error', new Error('The template has no body')],
    [
      'Azure Blob Storage out of reach',
      Object.assign(new Error('connect ECONNREFUSED'), { name: 'RestError', code: 'ECONNREFUSED' }),
    ],
    ['no error at all', undefined],
  ])('does not take %s for it', (_, err) => {
    expect(isDatabaseUnreachable(err)).toBe(false);
  });
});
