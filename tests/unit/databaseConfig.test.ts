// PostgreSQL's deadlines as a self-deployer sets them (DATABASE_*_MS): every wait has a default end, and a
// value that is not a positive whole number of milliseconds stops start-up with one line naming it.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';

describe('PostgreSQL deadlines', () => {
  it('has an end for every wait by default, and takes other values', () => {
    expect(loadConfig({}).databaseDeadlines).toEqual({
      statementTimeoutMs: 5000,
      connectTimeoutMs: 5000,
      idleInTransactionTimeoutMs: 30_000,
      migrationLockTimeoutMs: 5000,
    });
    const set = loadConfig({
      DATABASE_STATEMENT_TIMEOUT_MS: '20000',
      DATABASE_CONNECT_TIMEOUT_MS: '2000',
      DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: '60000',
      DATABASE_MIGRATION_LOCK_TIMEOUT_MS: '10000',
    });
    expect(set.databaseDeadlines).toEqual({
      statementTimeoutMs: 20_000,
      connectTimeoutMs: 2000,
      idleInTransactionTimeoutMs: 60_000,
      migrationLockTimeoutMs: 10_000,
    });
  });

  it('refuses a deadline that is not a positive whole number of milliseconds, in one line naming it', () => {
    for (const [name, value] of [
      ['DATABASE_STATEMENT_TIMEOUT_MS', '0'],
      ['DATABASE_CONNECT_TIMEOUT_MS', 'soon'],
      ['DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS', '-1'],
      ['DATABASE_MIGRATION_LOCK_TIMEOUT_MS', '1.5'],
    ]) {
      expect(() => loadConfig({ [name]: value }), name).toThrow(ConfigError);
      expect(() => loadConfig({ [name]: value }), name).toThrow(new RegExp(`^Invalid configuration: ${name} \\S`));
    }
  });
});
