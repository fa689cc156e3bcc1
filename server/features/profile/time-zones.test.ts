import { afterAll, describe, expect, it } from 'vitest';
import { storedZoneNames, zoneAliases } from '#domain/common/time-zone-names.ts';
import { createTestApp } from '#server/test/test-app.ts';
import { send, signUp } from '#server/test/users.ts';

// A zone Intl accepted but PostgreSQL did not (US/Pacific-New) was stored, and then today and
// history answered 500; IST was India to Intl and Israel to PostgreSQL. Stored names now come from
// the tz database, aliases mapped to their zone.

const { app, pool, close } = createTestApp({ now: () => new Date('2026-03-10T12:00:00Z') });
afterAll(close);

async function putZone(cookie: string, timezone: string) {
  return send(app, '/api/profile/timezone', { method: 'PUT', cookie, body: { timezone } });
}

async function storedZone(userId: string) {
  const { rows } = await pool.query('select timezone from user_profiles where user_id = $1', [userId]);
  return rows[0]?.timezone as string | undefined;
}

describe('PUT /api/profile/timezone', () => {
  it('stores an alias under its zone’s name, and every journal read works in it', async () => {
    for (const [alias, zone] of [
      ['US/Pacific-New', 'America/Los_Angeles'],
      ['Canada/East-Saskatchewan', 'America/Regina'],
      ['Asia/Calcutta', 'Asia/Kolkata'],
      ['US/Pacific', 'America/Los_Angeles'],
    ] as const) {
      const user = await signUp(app);
      const response = await putZone(user.cookie, alias);
      expect(response.status, alias).toBe(200);
      expect(await response.json()).toEqual({ timezone: zone });
      expect(await storedZone(user.userId)).toBe(zone);
      for (const path of ['/api/journal/today', '/api/journal/history', '/api/journal/days/2026-03-09']) {
        expect((await send(app, path, { cookie: user.cookie })).status, `${path} in ${alias}`).toBe(200);
      }
    }
  });

  it('refuses abbreviations with a 400 naming timezone, and keeps the zone it had', async () => {
    const user = await signUp(app);
    expect((await putZone(user.cookie, 'Asia/Kolkata')).status).toBe(200);
    for (const timezone of ['IST', 'EST', 'EST5EDT', 'Factory']) {
      const response = await putZone(user.cookie, timezone);
      expect(response.status, timezone).toBe(400);
      const body = (await response.json()) as { errors: { field: string; message: string }[] };
      expect(body.errors).toEqual([{ field: 'timezone', message: 'Unknown time zone' }]);
    }
    expect(await storedZone(user.userId)).toBe('Asia/Kolkata');
  });
});

describe('the zone names the domain stores', () => {
  it('are all known to PostgreSQL, as are the aliases they replace', async () => {
    const { rows } = await pool.query('select name from pg_timezone_names');
    const known = new Set(rows.map((row: { name: string }) => row.name));
    expect(storedZoneNames.filter((zone) => !known.has(zone))).toEqual([]);
    // The two names tzdata dropped are the only aliases PostgreSQL may not know; they are never stored.
    const unknownAliases = zoneAliases.map(([alias]) => alias).filter((alias) => !known.has(alias));
    expect(
      unknownAliases.every((alias) => ['US/Pacific-New', 'Canada/East-Saskatchewan'].includes(alias)),
    ).toBe(true);
  });
});
