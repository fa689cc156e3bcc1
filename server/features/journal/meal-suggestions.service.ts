import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { MealSuggestion } from '#domain/journal/journal-entry.ts';
import type { MealSize, MealSource } from '#domain/journal/meal-options.ts';
import type { Database } from '#server/db/client.ts';
import { ProblemError } from '#server/http/problem.ts';

// Two descriptions are one meal when they match trimmed and case-folded: the SQL twin of the
// domain's mealKey (domain/journal/meal-suggestions.ts), used on both sides of every comparison here
// so the server never mixes the two implementations.
const mealKeyOf = (column: string) => sql.raw(`lower(btrim(${column}, E' \\t\\n\\r\\f\\v'))`);

type SuggestionRow = {
  content: string;
  meal_size: MealSize;
  meal_source: MealSource;
  favourite: boolean;
  times_eaten: number;
  last_eaten_at: string | null;
};

/**
 * The person's own meals for the description box: each meal once (the latest way it was written,
 * with its latest portion and source; a starred one as it was starred), those containing `typed`
 * (case-insensitive), starred first, then the most eaten, then the most recent. Only this person's
 * rows are read: both tables are filtered by user_id before anything is grouped.
 */
export async function recentMeals(
  db: Database,
  userId: string,
  request: { q?: string | undefined; limit: number },
): Promise<MealSuggestion[]> {
  const result = await db.execute<SuggestionRow>(sql`
    with eaten as (
      select ${mealKeyOf('content')} as meal_key, content,
             details->>'mealSize' as meal_size, details->>'mealSource' as meal_source,
             count(*) over (partition by ${mealKeyOf('content')}) as times,
             row_number() over (partition by ${mealKeyOf('content')}
                                order by occurred_at desc, created_at desc) as nth,
             occurred_at
        from journal_entries
       where user_id = ${userId} and type = 'food'
    ), latest as (
      select * from eaten where nth = 1
    ), starred as (
      select meal_key, content, meal_size, meal_source from favourite_meals where user_id = ${userId}
    )
    select coalesce(s.content, l.content) as content,
           coalesce(s.meal_size, l.meal_size) as meal_size,
           coalesce(s.meal_source, l.meal_source) as meal_source,
           s.meal_key is not null as favourite,
           coalesce(l.times, 0)::int as times_eaten,
           to_char(timestamp '1970-01-01' + (l.occurred_at - timestamptz '1970-01-01 00:00:00+00'),
                   'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as last_eaten_at
      from latest l
      full join starred s on s.meal_key = l.meal_key
     where position(lower(btrim(${request.q ?? ''}::text, E' \\t\\n\\r\\f\\v'))
                    in coalesce(s.meal_key, l.meal_key)) > 0
     order by favourite desc, times_eaten desc, last_eaten_at desc nulls last,
              coalesce(s.content, l.content) collate "C"
     limit ${request.limit}`);
  return result.rows.map((row) => ({
    content: row.content,
    mealSize: row.meal_size,
    mealSource: row.meal_source,
    favourite: row.favourite,
    timesEaten: row.times_eaten,
    lastEatenAt: row.last_eaten_at,
  }));
}

export type FavouriteMeal = { content: string; mealSize: MealSize; mealSource: MealSource };

/** Every meal the person starred, oldest star first. */
export async function favouriteMealsOf(db: Database, userId: string): Promise<FavouriteMeal[]> {
  const result = await db.execute<{ content: string; meal_size: MealSize; meal_source: MealSource }>(sql`
    select content, meal_size, meal_source from favourite_meals
     where user_id = ${userId} order by created_at, meal_key collate "C"`);
  return result.rows.map((row) => ({
    content: row.content,
    mealSize: row.meal_size,
    mealSource: row.meal_source,
  }));
}

const notFound = () => new ProblemError(404, 'not_found', 'This entry does not exist.');
export const NOT_A_MEAL_MESSAGE = 'Only meals can be starred.';

/** The person's own entry of this id, as far as starring needs it; anyone else's is not found. */
async function mealEntry(db: Database, userId: string, id: string) {
  if (!z.uuid().safeParse(id).success) throw notFound();
  const result = await db.execute<{ type: string }>(
    sql`select type from journal_entries where id = ${id} and user_id = ${userId}`,
  );
  const row = result.rows[0];
  if (!row) throw notFound();
  if (row.type !== 'food') throw new ProblemError(422, 'not_a_meal', NOT_A_MEAL_MESSAGE);
}

/**
 * Stars the meal of one of the person's entries: its description, portion and source become the
 * favourite (starring the same meal again takes the newer ones). Any entry, however old: a star
 * changes no entry, so the edit window does not apply.
 */
export async function starMeal(db: Database, userId: string, id: string): Promise<FavouriteMeal> {
  await mealEntry(db, userId, id);
  const result = await db.execute<{ content: string; meal_size: MealSize; meal_source: MealSource }>(sql`
    insert into favourite_meals (user_id, meal_key, content, meal_size, meal_source)
    select user_id, ${mealKeyOf('content')}, content, details->>'mealSize', details->>'mealSource'
      from journal_entries where id = ${id} and user_id = ${userId}
    on conflict (user_id, meal_key) do update
      set content = excluded.content, meal_size = excluded.meal_size, meal_source = excluded.meal_source
    returning content, meal_size, meal_source`);
  const row = result.rows[0];
  // The entry was deleted between the two statements.
  if (!row) throw notFound();
  return { content: row.content, mealSize: row.meal_size, mealSource: row.meal_source };
}

/** Takes the star off the meal of one of the person's entries (every entry of that meal). */
export async function unstarMeal(db: Database, userId: string, id: string): Promise<void> {
  await mealEntry(db, userId, id);
  await db.execute(sql`
    delete from favourite_meals
     where user_id = ${userId}
       and meal_key = (select ${mealKeyOf('content')} from journal_entries
                        where id = ${id} and user_id = ${userId})`);
}
