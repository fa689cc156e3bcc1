import { Hono } from 'hono';
import { recentMealsQuerySchema } from '#domain/journal/journal-entry.ts';
import type { SignedInEnv } from '#server/app-env.ts';
import { validate } from '#server/http/validate.ts';
import { favouriteMealsOf, recentMeals, starMeal, unstarMeal } from './meal-suggestions.service.ts';

// Mounted inside journalRoutes, after its requireSession: every handler here has a session user,
// and reads or writes only that person's rows (server/auth/access-matrix.test.ts checks each route).
export const mealSuggestionRoutes = new Hono<SignedInEnv>()
  .get('/recent-meals', validate('query', recentMealsQuerySchema), async (c) => {
    const meals = await recentMeals(c.get('deps').db, c.get('user').id, c.req.valid('query'));
    return c.json({ meals });
  })
  .get('/favourite-meals', async (c) => {
    return c.json({ meals: await favouriteMealsOf(c.get('deps').db, c.get('user').id) });
  })
  .put('/entries/:id/favourite', async (c) => {
    const meal = await starMeal(c.get('deps').db, c.get('user').id, c.req.param('id'));
    return c.json({ meal });
  })
  .delete('/entries/:id/favourite', async (c) => {
    await unstarMeal(c.get('deps').db, c.get('user').id, c.req.param('id'));
    return c.body(null, 204);
  });
