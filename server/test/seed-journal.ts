import type pg from 'pg';

// A long journal written straight into the table (the API would take minutes for a year): per day
// two meals and two check-ins at their slots' times in the person's zone, the last day being
// `lastDay`. Meals vary, some with dairy, and joint pain runs higher on those days, so the insights
// engine has a pattern to find. Rows skip journal_days, which nothing reading whole journals needs.
export async function seedJournal(
  pool: Pick<pg.Pool, 'query'>,
  { userId, timeZone, lastDay, days }: { userId: string; timeZone: string; lastDay: string; days: number },
): Promise<number> {
  const result = await pool.query(
    `insert into journal_entries (id, user_id, type, content, occurred_at, details)
     select gen_random_uuid(), $1, s.type,
       case when s.type = 'food'
         then (array['Porridge with milk and honey', 'Rice, salmon and steamed greens', 'Cheese sandwich',
                      'Lentil soup with bread', 'Yogurt with berries', 'Vegetable stir-fry with tofu'])
              [1 + (d.n * 2 + s.slot) % 6]
         else (array['', 'Stiff hands this morning', 'Tired after lunch'])[1 + (d.n + s.slot) % 3]
       end,
       ((($3::date - d.n) + s.at) at time zone $2),
       case when s.type = 'food'
         then jsonb_build_object(
           'mealTime', case s.slot when 0 then 'breakfast' else 'lunch' end,
           'mealSize', (array['small', 'medium', 'large'])[1 + d.n % 3],
           'mealSource', (array['home', 'restaurant', 'delivery'])[1 + (d.n * 7) % 3],
           'wasPhotoAnalyzed', false)
         else jsonb_build_object(
           'symptomRatings', jsonb_build_object(
             'Joint pain', least(5, 1 + d.n % 3 + case when (d.n * 2) % 6 in (0, 2, 4) then 2 else 0 end),
             'Fatigue', 1 + (d.n * 3) % 5),
           'time_of_day', case s.slot when 2 then 'morning' else 'evening' end)
       end
     from generate_series(0, $4::int - 1) as d(n)
     cross join (values (0, 'food', time '08:00'), (1, 'food', time '12:30'),
                        (2, 'symptom', time '09:00'), (3, 'symptom', time '20:30')) as s(slot, type, at)`,
    [userId, timeZone, lastDay, days],
  );
  return result.rowCount ?? 0;
}
