import { Repeat2, Star } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { FoodEntryDto } from '#domain/journal/journal-entry.ts';
import { mealKey } from '#domain/journal/meal-suggestions.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useFavouriteMeals, useStarMeal } from '../api/meal-suggestions-api.ts';
import { useRepeatMeal } from '../api/use-repeat-meal.ts';

export const STAR_FAILED_MESSAGE = 'Failed to change your favourite meals. Please try again.';

/** A meal's name inside a button's accessible name: enough to tell the meals of a day apart. */
function spokenMeal(content: string): string {
  const trimmed = content.trim();
  return trimmed.length > 60 ? `${trimmed.slice(0, 60)}…` : trimmed;
}

/** True when this meal is one the person starred (a star belongs to the meal, not the entry). */
export function useIsStarred() {
  const favourites = useFavouriteMeals();
  const starred = new Set((favourites.data ?? []).map((meal) => mealKey(meal.content)));
  return (content: string) => starred.has(mealKey(content));
}

type MealQuickActionsProps = { entry: FoodEntryDto; timeZone: string; starred: boolean };

/** Repeat a meal for today in one tap, and star it so it comes first among the suggestions. */
export function MealQuickActions({ entry, timeZone, starred }: MealQuickActionsProps) {
  const { repeat } = useRepeatMeal(timeZone);
  const star = useStarMeal();
  const [repeating, setRepeating] = useState(false);
  const name = spokenMeal(entry.content);

  return (
    <>
      {/* The meal is named in aria-label, not in hidden text: the visible word starts the name
          (label in name), and the description appears once in the page's text, in the entry. */}
      <Button
        variant="secondary"
        aria-label={`Repeat ${name}`}
        aria-disabled={repeating}
        onClick={async () => {
          // A second tap while the first is saving would log the meal twice.
          if (repeating) return;
          setRepeating(true);
          try {
            await repeat(entry);
          } finally {
            setRepeating(false);
          }
        }}
      >
        <Repeat2 aria-hidden="true" className="size-4" />
        Repeat
      </Button>
      <Button
        variant="ghost"
        aria-label={`Favourite ${name}`}
        aria-pressed={starred}
        aria-disabled={star.isPending}
        onClick={() => {
          if (star.isPending) return;
          star.mutate(
            { id: entry.id, starred: !starred },
            { onError: () => toast.error(STAR_FAILED_MESSAGE) },
          );
        }}
      >
        <Star aria-hidden="true" className={`size-4 ${starred ? 'fill-current text-accent' : ''}`} />
        Favourite
      </Button>
    </>
  );
}
