// A year of journal for one person, written straight into PostgreSQL (the API refuses past days
// before an account's creation, and 2,200 requests would only time the seeding): the person of
// `npm run bench:insights-api`, `npm run bench:trends` and `npm run bench:lighthouse -- --year`.
import pg from 'pg';

const days = 365;
/** The seeded person's zone: their days are UTC days. */
export const yearTimeZone = 'UTC';

/** The profile fields the engine reads, as seeded below. */
export const yearProfile = {
  symptoms: ['Joint pain', 'Fatigue', 'Brain fog'],
  suspectedTriggers: [],
  dietaryRestrictions: [],
};

// A year of a varied diet: four meals a day from dishes that carry the catalogue's trigger foods
// (dairy, gluten, eggs, sugar, coffee, nightshades ...), so the engine tags and weighs many foods;
// two check-ins a day rating three symptoms with noise, and joint pain 2 points higher on the
// evenings after a dairy lunch, so there is a real pattern to find. Past days only, at their
// slots' nominal times; today gets 2 meals and 2 check-ins just now, so refresh is allowed.
const entriesSql = `
  with dishes(k, text) as (values
    (0, 'Greek yogurt with honey'), (1, 'A glass of milk'), (2, 'Grilled chicken with rice and broccoli'),
    (3, 'Lentil soup with bread'), (4, 'Salmon with sweet potato'), (5, 'Scrambled eggs on toast'),
    (6, 'Pasta with tomato sauce'), (7, 'Coffee and a croissant'), (8, 'Vegetable stir-fry with tofu'),
    (9, 'Chocolate cake'), (10, 'Oatmeal with blueberries'), (11, 'Beef chili with peppers')),
  slots(slot, type, at) as (values
    (0, 'food', time '08:00'), (1, 'food', time '12:30'), (2, 'food', time '15:00'), (3, 'food', time '18:30'),
    (4, 'symptom', time '09:00'), (5, 'symptom', time '19:00')),
  plan as (
    select d.n, s.slot, s.type, ((current_date - d.n) + s.at) at time zone 'UTC' as at,
      floor(random() * 12)::int as dish,
      (d.n * 7919 % 12) < 2 as dairy_lunch
    from generate_series(1, $2::int) as d(n) cross join slots s)
  insert into journal_entries (id, user_id, type, content, occurred_at, details, created_at, updated_at)
  select gen_random_uuid(), $1, p.type,
    case when p.type = 'food'
      then (select text from dishes where k = case when p.slot = 1 then
              (case when p.dairy_lunch then p.dish % 2 else 2 + p.dish % 10 end) else p.dish end)
      else '' end,
    p.at,
    case when p.type = 'food'
      then jsonb_build_object('mealTime', (array['breakfast', 'lunch', 'snacks', 'dinner'])[p.slot + 1],
        'mealSize', (array['small', 'medium', 'large'])[1 + floor(random() * 3)::int],
        'mealSource', 'home', 'wasPhotoAnalyzed', false)
      else jsonb_build_object(
        'symptomRatings', jsonb_build_object(
          'Joint pain', least(5, greatest(1, round(1.5 + random() * 2 - 1
            + case when p.slot = 5 and p.dairy_lunch then 2 else 0 end)::int)),
          'Fatigue', least(5, greatest(1, round(2 + random() * 2 - 1)::int)),
          'Brain fog', least(5, greatest(1, round(1.5 + random() * 2 - 1)::int))),
        'time_of_day', case p.slot when 4 then 'morning' else 'evening' end)
    end,
    p.at, p.at
  from plan p`;

const todaySql = `
  insert into journal_entries (id, user_id, type, content, occurred_at, details, created_at, updated_at)
  select gen_random_uuid(), $1, t.type, t.content, now() - make_interval(secs => t.k), t.details,
    now() - make_interval(secs => t.k), now() - make_interval(secs => t.k)
  from (values
    (1, 'food', 'Oatmeal with blueberries',
      '{"mealTime": "breakfast", "mealSize": "medium", "mealSource": "home", "wasPhotoAnalyzed": false}'::jsonb),
    (2, 'food', 'Lentil soup with bread',
      '{"mealTime": "lunch", "mealSize": "medium", "mealSource": "home", "wasPhotoAnalyzed": false}'::jsonb),
    (3, 'symptom', '', '{"symptomRatings": {"Joint pain": 2, "Fatigue": 2}, "time_of_day": "morning"}'::jsonb),
    (4, 'symptom', '', '{"symptomRatings": {"Joint pain": 3, "Brain fog": 1}, "time_of_day": "evening"}'::jsonb)
  ) as t(k, type, content, details)`;

/** Makes the account a year old and gives it a year of entries and today's goal; returns its id. */
export async function seedYearOfEntries(databaseUrl: string, email: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const {
      rows: [person],
    } = await client.query<{ id: string }>(
      `update "user" set created_at = now() - make_interval(days => $2::int + 1) where email = $1 returning id`,
      [email, days],
    );
    if (!person) throw new Error('The bench person is not in the database.');
    await client.query(
      `insert into user_profiles (user_id, name, timezone, onboarding_complete, symptoms)
       values ($1, 'Year', $2, true, array['Joint pain', 'Fatigue', 'Brain fog'])
       on conflict (user_id) do update set timezone = excluded.timezone, onboarding_complete = true,
         symptoms = excluded.symptoms`,
      [person.id, yearTimeZone],
    );
    // The same journal on every run.
    await client.query('select setseed(0.42)');
    await client.query(entriesSql, [person.id, days]);
    await client.query(todaySql, [person.id]);
    await client.query('vacuum analyze journal_entries');
    const {
      rows: [counts],
    } = await client.query<{ meals: number; checkins: number }>(
      `select count(*) filter (where type = 'food')::int as meals,
              count(*) filter (where type = 'symptom')::int as checkins
       from journal_entries where user_id = $1`,
      [person.id],
    );
    console.log(
      `Seeded ${counts?.meals} meals and ${counts?.checkins} check-ins over ${days} days and today (zone ${yearTimeZone}).`,
    );
    return person.id;
  } finally {
    await client.end();
  }
}

/**
 * Computes the person's insights through the app, as it does once they log: Trends and the
 * dashboard show the engine's cached patterns, and a person with a year of entries has them.
 */
export async function refreshInsights(appUrl: string, cookie: string): Promise<void> {
  const response = await fetch(`${appUrl}/api/insights/refresh`, {
    method: 'POST',
    headers: { cookie, origin: appUrl },
  });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`POST /api/insights/refresh answered ${response.status}.`);
}
