import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RECENT_MEALS_MAX_LIMIT, type RecentMealsResponse } from '#domain/journal/journal-entry.ts';
import type { MealSize, MealSource } from '#domain/journal/meal-options.ts';
import { api, readJson } from '#web/lib/api-client.ts';

// Under ['journal'] like every journal read, so any create, edit or delete refreshes them too.
export const mealSuggestionKeys = {
  recent: (typed: string) => ['journal', 'recent-meals', typed] as const,
  favourites: ['journal', 'favourite-meals'] as const,
};

/**
 * The person's meals that contain `typed` (the server looks through the whole journal), as many as
 * the API gives. The previous answer stays while the next loads, so the list never blinks empty
 * between two key presses.
 */
export function useRecentMeals(typed: string, enabled: boolean) {
  const q = typed.trim();
  return useQuery({
    queryKey: mealSuggestionKeys.recent(q),
    queryFn: async () => {
      const response = await api.journal['recent-meals'].$get({
        query: { q, limit: String(RECENT_MEALS_MAX_LIMIT) },
      });
      return ((await readJson(response)) as RecentMealsResponse).meals;
    },
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export type FavouriteMeal = { content: string; mealSize: MealSize; mealSource: MealSource };

export function useFavouriteMeals() {
  return useQuery({
    queryKey: mealSuggestionKeys.favourites,
    queryFn: async () =>
      ((await readJson(await api.journal['favourite-meals'].$get())) as { meals: FavouriteMeal[] }).meals,
  });
}

/** Stars or unstars the meal of an entry; the suggestions and the stars shown follow at once. */
export function useStarMeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, starred }: { id: string; starred: boolean }) => {
      const param = { id };
      const response = starred
        ? await api.journal.entries[':id'].favourite.$put({ param })
        : await api.journal.entries[':id'].favourite.$delete({ param });
      if (!response.ok) await readJson(response);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: mealSuggestionKeys.favourites }),
        queryClient.invalidateQueries({ queryKey: ['journal', 'recent-meals'] }),
      ]),
  });
}
