import { Hono } from 'hono';
import {
  type MedicationChangeFields,
  medicationChangeDateProblem,
  medicationChangeInputSchema,
} from '#domain/medication-changes/medication-change.ts';
import type { SignedInEnv } from '#server/app-env.ts';
import { ProblemError } from '#server/http/problem.ts';
import { validate } from '#server/http/validate.ts';
import { requireSession } from '#server/middleware/require-session.ts';
import {
  correctMedicationChange,
  createMedicationChange,
  deleteMedicationChange,
  listMedicationChanges,
} from './medication-changes.service.ts';

/**
 * A change dated in the future is refused like any other bad field: 400. One before the account is
 * not: people join already on treatment (the schema refuses days before 1900).
 */
function checkDate(fields: MedicationChangeFields, person: { timeZone: string }, now: Date) {
  const message = medicationChangeDateProblem({ date: fields.date, now, timeZone: person.timeZone });
  if (message) throw new ProblemError(400, 'validation_failed', message, [{ field: 'date', message }]);
}

// Medication history: list, record, correct and delete dated changes, each scoped to the
// session's user.
export const medicationChangesRoutes = new Hono<SignedInEnv>()
  .use(requireSession)
  .get('/', async (c) => c.json({ changes: await listMedicationChanges(c.get('deps').db, c.get('user').id) }))
  .post('/', validate('json', medicationChangeInputSchema), async (c) => {
    const { db, now } = c.get('deps');
    const fields = c.req.valid('json');
    const at = now();
    checkDate(fields, c.get('user'), at);
    return c.json(await createMedicationChange(db, c.get('user').id, fields, at), 201);
  })
  .put('/:id', validate('json', medicationChangeInputSchema), async (c) => {
    const { db, now } = c.get('deps');
    const fields = c.req.valid('json');
    const at = now();
    checkDate(fields, c.get('user'), at);
    return c.json(await correctMedicationChange(db, c.get('user').id, c.req.param('id'), fields, at));
  })
  .delete('/:id', async (c) => {
    await deleteMedicationChange(c.get('deps').db, c.get('user').id, c.req.param('id'));
    return c.body(null, 204);
  });
