import { Hono } from 'hono';
import { timezoneSchema } from '#domain/common/time-zone.ts';
import { profileSchema } from '#domain/profile/profile.ts';
import type { SignedInEnv } from '#server/app-env.ts';
import { validate } from '#server/http/validate.ts';
import { requireSession } from '#server/middleware/require-session.ts';
import { readProfile, saveProfile, saveTimezone } from './profile.service.ts';

export const profileRoutes = new Hono<SignedInEnv>()
  .use(requireSession)
  .get('/', async (c) => c.json(await readProfile(c.var.deps.db, c.var.user)))
  .put('/', validate('json', profileSchema), async (c) => {
    const { db } = c.var.deps;
    await saveProfile(db, c.var.user.id, c.req.valid('json'));
    return c.json(await readProfile(db, c.var.user));
  })
  .put('/timezone', validate('json', timezoneSchema), async (c) => {
    const { timezone } = c.req.valid('json');
    await saveTimezone(c.var.deps.db, c.var.user.id, timezone);
    return c.json({ timezone });
  });
