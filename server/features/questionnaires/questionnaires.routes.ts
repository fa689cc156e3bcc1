import { Hono } from 'hono';
import { questionnaireInputSchema, questionnaireSettingsSchema } from '#domain/questionnaires/public.ts';
import type { SignedInEnv } from '#server/app-env.ts';
import { validate } from '#server/http/validate.ts';
import { requireSession } from '#server/middleware/require-session.ts';
import {
  correctResponse,
  createResponse,
  deleteResponse,
  readOverview,
  readSettings,
  saveSettings,
} from './questionnaires.service.ts';

// Clinical questionnaires: what is due, the schedule, filling one in, correcting it within the edit
// window, and the history, each scoped to the session's user.
export const questionnairesRoutes = new Hono<SignedInEnv>()
  .use(requireSession)
  .get('/', async (c) => c.json(await readOverview(c.var.deps.db, c.var.user, c.var.deps.now())))
  .get('/settings', async (c) => c.json(await readSettings(c.var.deps.db, c.var.user)))
  .put('/settings', validate('json', questionnaireSettingsSchema), async (c) => {
    const { db, now } = c.var.deps;
    const settings = c.req.valid('json') as Parameters<typeof saveSettings>[2];
    return c.json(await saveSettings(db, c.var.user, settings, now()));
  })
  .post('/', validate('json', questionnaireInputSchema), async (c) => {
    const { db, now } = c.var.deps;
    return c.json(await createResponse(db, c.var.user, c.req.valid('json'), now()), 201);
  })
  .put('/:id', validate('json', questionnaireInputSchema), async (c) => {
    const { db, now } = c.var.deps;
    return c.json(await correctResponse(db, c.var.user, c.req.param('id'), c.req.valid('json'), now()));
  })
  .delete('/:id', async (c) => {
    await deleteResponse(c.var.deps.db, c.var.user.id, c.req.param('id'));
    return c.body(null, 204);
  });
