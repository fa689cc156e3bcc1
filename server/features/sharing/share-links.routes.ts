import { Hono } from 'hono';
import { localDayKey, todayKey } from '#domain/common/day-boundaries.ts';
import { SHARED_PATH_PREFIX, shareLinkInputSchema, sharePeriodProblem } from '#domain/sharing/share-link.ts';
import type { SignedInEnv } from '#server/app-env.ts';
import { ProblemError } from '#server/http/problem.ts';
import { validate } from '#server/http/validate.ts';
import { requireSession } from '#server/middleware/require-session.ts';
import { createShareLink, listShareLinks, revokeShareLink } from './share-links.service.ts';

// The person's own links: make one (its token is in this answer and nowhere else, ever), list them
// with their openings, revoke one.
export const shareLinksRoutes = new Hono<SignedInEnv>()
  .use(requireSession)
  .get('/', async (c) => {
    const { db, now } = c.get('deps');
    return c.json({ links: await listShareLinks(db, c.get('user').id, now()) });
  })
  .post('/', validate('json', shareLinkInputSchema), async (c) => {
    const { db, now, config } = c.get('deps');
    const user = c.get('user');
    const fields = c.req.valid('json');
    const at = now();
    const period = sharePeriodProblem(
      fields,
      todayKey(at, user.timeZone),
      localDayKey(user.createdAt, user.timeZone),
    );
    if (period) throw new ProblemError(400, 'validation_failed', period.message, [period]);
    const { link, token } = await createShareLink(db, user.id, fields, at);
    const path = `${SHARED_PATH_PREFIX}${token}`;
    return c.json({ link, path, url: new URL(path, config.appUrl).toString() }, 201);
  })
  .post('/:id/revoke', async (c) => {
    const { db, now } = c.get('deps');
    return c.json(await revokeShareLink(db, c.get('user').id, c.req.param('id'), now()));
  });
