import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { todayKey } from '#domain/common/day-boundaries.ts';
import {
  EXPERIMENT_MESSAGES,
  type ExperimentCreate,
  type ExperimentDto,
  type ExperimentPlan,
} from '#domain/experiments/experiment-schema.ts';
import { extendExperiment as extendPlan, planExperiment } from '#domain/experiments/public.ts';
import type { ExperimentPause } from '#domain/experiments/schedule.ts';
import type { Database } from '#server/db/client.ts';
import { experiments } from '#server/db/schema/index.ts';
import { ProblemError } from '#server/http/problem.ts';
import { addExperimentReminders } from './experiment-reminder-setup.ts';
import {
  ACTIVE_STATES,
  type ExperimentRow,
  endingFields,
  readExperimentContext,
  settleExperiments,
  toExperimentDto,
} from './experiments-store.ts';

export type Person = { id: string; timeZone: string };

const oneAtATime = () =>
  new ProblemError(409, 'experiment_under_way', EXPERIMENT_MESSAGES.oneAtATime, [
    { field: 'food', message: EXPERIMENT_MESSAGES.oneAtATime },
  ]);

const notFound = () => new ProblemError(404, 'not_found', EXPERIMENT_MESSAGES.notFound);

/** The database refused a second running-or-paused row (experiments_one_active_idx). */
function isOneActiveViolation(error: unknown): boolean {
  const cause = (error as { cause?: unknown })?.cause ?? error;
  const { code, constraint } = (cause ?? {}) as { code?: string; constraint?: string };
  return code === '23505' && constraint === 'experiments_one_active_idx';
}

export async function startExperiment(
  db: Database,
  person: Person,
  fields: ExperimentCreate,
  now: Date,
): Promise<ExperimentDto> {
  const context = await readExperimentContext(db, person.id);
  // One whose last day has passed is finished first, so it does not block the next.
  await settleExperiments(db, person.id, now, person.timeZone, context);
  const [running] = await db
    .select({ id: experiments.id })
    .from(experiments)
    .where(and(eq(experiments.userId, person.id), inArray(experiments.state, [...ACTIVE_STATES])));
  if (running) throw oneAtATime();
  const plan = planExperiment({
    food: fields.food,
    symptoms: fields.symptoms,
    start: fields.start,
    timeZone: person.timeZone,
  });
  try {
    // The experiment and the reminders asked for with it are stored together, or neither is.
    const row = await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(experiments)
        .values({
          userId: person.id,
          food: fields.food,
          symptoms: fields.symptoms,
          start: fields.start,
          plan,
          state: 'running',
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!inserted) throw new Error('The experiment was not stored');
      if (fields.reminders) await addExperimentReminders(tx, person.id, fields.reminders, now);
      return inserted;
    });
    return toExperimentDto(row, context, now, person.timeZone);
  } catch (error) {
    // Two starts at once: the partial unique index lets one through and refuses the other.
    if (isOneActiveViolation(error)) throw oneAtATime();
    throw error;
  }
}

// Another person's experiment is simply not found, exactly like one that does not exist.
function ownedBy(userId: string, id: string) {
  if (!z.uuid().safeParse(id).success) throw notFound();
  return and(eq(experiments.id, id), eq(experiments.userId, userId));
}

async function readOwned(db: Database, person: Person, id: string, now: Date): Promise<ExperimentRow> {
  const where = ownedBy(person.id, id);
  await settleExperiments(db, person.id, now, person.timeZone);
  const [row] = await db.select().from(experiments).where(where);
  if (!row) throw notFound();
  return row;
}

/** Writes `fields` if the row is still in `state` (a concurrent change answers 409, not a lost write). */
async function change(
  db: Database,
  person: Person,
  row: ExperimentRow,
  fields: Partial<typeof experiments.$inferInsert>,
  now: Date,
): Promise<ExperimentDto> {
  const [updated] = await db
    .update(experiments)
    .set({ ...fields, updatedAt: now })
    .where(and(eq(experiments.id, row.id), eq(experiments.state, row.state)))
    .returning();
  if (!updated)
    throw new ProblemError(409, 'experiment_changed', 'This experiment changed meanwhile. Please try again.');
  const context = await readExperimentContext(db, person.id);
  return toExperimentDto(updated, context, now, person.timeZone);
}

function refuse(message: string) {
  return new ProblemError(409, 'experiment_state', message);
}

export async function pauseExperiment(db: Database, person: Person, id: string, now: Date) {
  const row = await readOwned(db, person, id, now);
  if (row.state !== 'running')
    throw refuse(row.state === 'paused' ? EXPERIMENT_MESSAGES.notRunning : EXPERIMENT_MESSAGES.alreadyEnded);
  const pauses: ExperimentPause[] = [
    ...(row.pauses as ExperimentPause[]),
    { from: todayKey(now, person.timeZone), to: null },
  ];
  return change(db, person, row, { state: 'paused', pauses }, now);
}

export async function resumeExperiment(db: Database, person: Person, id: string, now: Date) {
  const row = await readOwned(db, person, id, now);
  if (row.state !== 'paused')
    throw refuse(row.state === 'running' ? EXPERIMENT_MESSAGES.notPaused : EXPERIMENT_MESSAGES.alreadyEnded);
  const today = todayKey(now, person.timeZone);
  const pauses = (row.pauses as ExperimentPause[]).map((pause) =>
    pause.to === null ? { ...pause, to: today } : pause,
  );
  return change(db, person, row, { state: 'running', pauses }, now);
}

export async function stopExperiment(db: Database, person: Person, id: string, now: Date) {
  const row = await readOwned(db, person, id, now);
  if (row.state !== 'running' && row.state !== 'paused') throw refuse(EXPERIMENT_MESSAGES.alreadyEnded);
  const context = await readExperimentContext(db, person.id);
  return change(db, person, row, endingFields(row, 'stopped', context, now, person.timeZone), now);
}

export async function extendExperiment(db: Database, person: Person, id: string, now: Date) {
  const row = await readOwned(db, person, id, now);
  if (row.state !== 'running' && row.state !== 'paused') throw refuse(EXPERIMENT_MESSAGES.alreadyEnded);
  if (row.extension !== null) throw refuse(EXPERIMENT_MESSAGES.alreadyExtended);
  const original = row.plan as ExperimentPlan;
  const extended = extendPlan(original);
  if (extended === null) throw refuse(EXPERIMENT_MESSAGES.cannotExtend);
  return change(db, person, row, { extension: extended.days.slice(original.days.length) }, now);
}

export async function deleteExperiment(db: Database, userId: string, id: string): Promise<void> {
  const deleted = await db.delete(experiments).where(ownedBy(userId, id)).returning({ id: experiments.id });
  if (deleted.length === 0) throw notFound();
}
