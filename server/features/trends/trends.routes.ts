import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { todayKey } from '#domain/common/day-boundaries.ts';
import { resolveTrendRange, trendRangeQuerySchema } from '#domain/trends/index.ts';
import type { SignedInEnv } from '#server/app-env.ts';
import { problem } from '#server/http/problem.ts';
import { validate } from '#server/http/validate.ts';
import { requireSession } from '#server/middleware/require-session.ts';
import { loadTrends } from './trends.service.ts';

// The person and their zone come from the session only, as in the journal routes: the query names
// days, never whose.
// The answer is compressed: a year's range is 110 kB of JSON (about 10 kB gzipped), which a phone
// network takes half a second to bring and the page cannot draw without.
export const trendsRoutes = new Hono<SignedInEnv>()
  .use(compress())
  .use(requireSession)
  .get('/', validate('query', trendRangeQuerySchema), async (c) => {
    const { db, now } = c.get('deps');
    const user = c.get('user');
    const at = now();
    const range = resolveTrendRange(c.req.valid('query'), at, user.timeZone);
    if (!range.ok) {
      return problem(c, 400, 'validation_failed', range.message, [
        { field: range.field, message: range.message },
      ]);
    }
    return c.json(
      await loadTrends(db, {
        userId: user.id,
        timeZone: user.timeZone,
        today: todayKey(at, user.timeZone),
        range: { from: range.from, to: range.to },
        preset: range.preset,
      }),
    );
  });
