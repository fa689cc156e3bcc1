import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  type ExperimentCreate,
  experimentCreateSchema,
  experimentStartProblem,
  experimentSymptomsProblem,
} from '#domain/experiments/experiment-schema.ts';
import type { SignedInEnv } from '#server/app-env.ts';
import type { Database } from '#server/db/client.ts';
import { userProfiles } from '#server/db/schema/index.ts';
import { ProblemError } from '#server/http/problem.ts';
import { validate } from '#server/http/validate.ts';
import { requireSession } from '#server/middleware/require-session.ts';
import { readExperimentReminderOffer } from './experiment-reminder-setup.ts';
import {
  deleteExperiment,
  extendExperiment,
  pauseExperiment,
  resumeExperiment,
  startExperiment,
  stopExperiment,
} from './experiments.service.ts';
import { readCurrentExperiment, readExperiments } from './experiments-store.ts';

function invalid(field: string, message: string) {
  return new ProblemError(400, 'validation_failed', message, [{ field, message }]);
}

/** What needs the person's data: a start in range on their calendar, symptoms their profile tracks. */
async function checkStart(
  db: Database,
  fields: ExperimentCreate,
  person: { id: string; timeZone: string },
  now: Date,
) {
  const startProblem = experimentStartProblem({ start: fields.start, now, timeZone: person.timeZone });
  if (startProblem) throw invalid('start', startProblem);
  const [profile] = await db
    .select({ symptoms: userProfiles.symptoms })
    .from(userProfiles)
    .where(eq(userProfiles.userId, person.id));
  const symptomsProblem = experimentSymptomsProblem(fields.symptoms, profile?.symptoms ?? []);
  if (symptomsProblem) throw invalid('symptoms', symptomsProblem);
}

// Food experiments: start one, follow it (pause, resume, extend once, stop), read it
// with its analysis, and delete it; each scoped to the session's user. See docs/decisions/025.
export const experimentsRoutes = new Hono<SignedInEnv>()
  .use(requireSession)
  .get('/', async (c) => {
    const { db, now } = c.get('deps');
    const { id, timeZone } = c.get('user');
    return c.json({ experiments: await readExperiments(db, id, now(), timeZone) });
  })
  .get('/current', async (c) => {
    const { db, now } = c.get('deps');
    const { id, timeZone } = c.get('user');
    return c.json({ experiment: await readCurrentExperiment(db, id, now(), timeZone) });
  })
  .get('/reminders', async (c) => {
    return c.json(await readExperimentReminderOffer(c.get('deps').db, c.get('user').id));
  })
  .post('/', validate('json', experimentCreateSchema), async (c) => {
    const { db, now } = c.get('deps');
    const fields = c.req.valid('json');
    const at = now();
    await checkStart(db, fields, c.get('user'), at);
    return c.json(await startExperiment(db, c.get('user'), fields, at), 201);
  })
  .post('/:id/pause', async (c) => {
    const { db, now } = c.get('deps');
    return c.json(await pauseExperiment(db, c.get('user'), c.req.param('id'), now()));
  })
  .post('/:id/resume', async (c) => {
    const { db, now } = c.get('deps');
    return c.json(await resumeExperiment(db, c.get('user'), c.req.param('id'), now()));
  })
  .post('/:id/stop', async (c) => {
    const { db, now } = c.get('deps');
    return c.json(await stopExperiment(db, c.get('user'), c.req.param('id'), now()));
  })
  .post('/:id/extend', async (c) => {
    const { db, now } = c.get('deps');
    return c.json(await extendExperiment(db, c.get('user'), c.req.param('id'), now()));
  })
  .delete('/:id', async (c) => {
    await deleteExperiment(c.get('deps').db, c.get('user').id, c.req.param('id'));
    return c.body(null, 204);
  });
