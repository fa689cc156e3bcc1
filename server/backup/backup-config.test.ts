import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../config.ts';

describe('backup settings', () => {
  it('back up the embedded database daily into DATA_DIR/backups, keeping 7', () => {
    expect(parseConfig({ DATA_DIR: '/srv/tend' }).backup).toEqual({
      intervalHours: 24,
      dir: path.join('/srv/tend', 'backups'),
      keep: 7,
    });
  });

  it('are off for an external database unless asked for', () => {
    const external = { DATABASE_URL: 'postgres://tend@db.internal/tend' };
    expect(parseConfig(external).backup.intervalHours).toBe(0);
    expect(parseConfig({ ...external, BACKUP_INTERVAL_HOURS: '6' }).backup.intervalHours).toBe(6);
    expect(parseConfig({ BACKUP_INTERVAL_HOURS: '0' }).backup.intervalHours).toBe(0);
    expect(parseConfig({ BACKUP_INTERVAL_HOURS: '0.5' }).backup.intervalHours).toBe(0.5);
  });

  it('take BACKUP_DIR and BACKUP_KEEP', () => {
    const config = parseConfig({ BACKUP_DIR: 'elsewhere', BACKUP_KEEP: '30' });
    expect(config.backup.dir).toBe(path.resolve('elsewhere'));
    expect(config.backup.keep).toBe(30);
  });

  it.each([
    [
      { BACKUP_INTERVAL_HOURS: 'daily' },
      'BACKUP_INTERVAL_HOURS is invalid: must be a number of hours, 0 or more',
    ],
    [{ BACKUP_INTERVAL_HOURS: '-1' }, 'BACKUP_INTERVAL_HOURS is invalid'],
    [{ BACKUP_INTERVAL_HOURS: '9000' }, 'BACKUP_INTERVAL_HOURS is invalid: must be at most a year'],
    [{ BACKUP_KEEP: '0' }, 'BACKUP_KEEP is invalid: must keep at least 1 backup'],
    [{ BACKUP_KEEP: '2.5' }, 'BACKUP_KEEP is invalid: must be a whole number'],
  ])('refuse %o with a message naming the variable', (env, message) => {
    expect(() => parseConfig(env)).toThrow(ConfigError);
    expect(() => parseConfig(env)).toThrow(message);
  });
});
