import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import {
  type FoodEntryUpdate,
  type FoodEntryUpdateInput,
  foodEntryUpdateSchema,
  MEAL_FORM_MESSAGES,
} from '#domain/journal/journal-entry.ts';
import {
  MEAL_SIZE_LABELS,
  MEAL_SIZES,
  MEAL_SOURCE_LABELS,
  MEAL_SOURCES,
} from '#domain/journal/meal-options.ts';
import { MEAL_TIME_LABELS, MEAL_TIMES, type MealTime } from '#domain/journal/meal-time.ts';
import { ChoiceGroup, type ChoiceOption } from '#web/components/ui/choice-group.tsx';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { EntrySaveRow } from './entry-save-row.tsx';
import { MealDescriptionCombobox } from './meal-description-combobox.tsx';
import { MealPhotoPicker } from './meal-photo-picker.tsx';

const mealTimeOptions: ChoiceOption<MealTime>[] = MEAL_TIMES.map((value) => ({
  value,
  label: MEAL_TIME_LABELS[value],
}));
const mealSizeOptions = MEAL_SIZES.map((value) => ({ value, label: MEAL_SIZE_LABELS[value] }));
const mealSourceOptions = MEAL_SOURCES.map((value) => ({ value, label: MEAL_SOURCE_LABELS[value] }));

// The form's values before validation: a choice not made yet is null (no radio checked), which the
// schema refuses with the same sentence as a missing one.
type Unchosen<T> = { [K in keyof T]: T[K] | null };
type MealFormValues = {
  content: string;
  details: Unchosen<Omit<FoodEntryUpdateInput['details'], 'wasPhotoAnalyzed'>> & {
    wasPhotoAnalyzed: boolean;
  };
};

// The domain schema is the form's schema, so the form says exactly what the API would refuse. Its
// input type has no nulls, hence the one cast.
const resolver = zodResolver(foodEntryUpdateSchema) as unknown as Resolver<
  MealFormValues,
  unknown,
  FoodEntryUpdate
>;

function emptyMeal(mealTime: MealTime | undefined): MealFormValues {
  return {
    content: '',
    details: { mealTime: mealTime ?? null, mealSize: null, mealSource: null, wasPhotoAnalyzed: false },
  };
}

type MealFormProps = {
  /** The entry being edited; absent when logging a new meal. */
  initial?: FoodEntryUpdate | undefined;
  /** A new meal's slot, from the hour on the user's clock; undefined leaves the choice open. */
  prefillMealTime?: MealTime | undefined;
  /** Resolves true when saved: a new meal's form is then cleared for the next one. */
  onSubmit: (meal: FoodEntryUpdate) => Promise<boolean>;
  submitLabel: string;
  pendingLabel: string;
  /** Extra buttons beside the submit button (Cancel in the edit dialog). */
  actions?: ReactNode;
  /** A line under the save button that the person should read before saving (an old day's rule). */
  notice?: string | undefined;
};

export function MealForm({
  initial,
  prefillMealTime,
  onSubmit,
  submitLabel,
  pendingLabel,
  actions,
  notice,
}: MealFormProps) {
  const hintId = useId();
  const form = useForm<MealFormValues, unknown, FoodEntryUpdate>({
    resolver,
    mode: 'onTouched',
    defaultValues: initial ?? emptyMeal(prefillMealTime),
  });
  const { errors, isSubmitting, isValid } = form.formState;
  const content = form.watch('content');
  const trimmedLength = content.trim().length;

  // The prefill follows the chosen day (today gets the hour's slot, a past day none), but never
  // overrides a slot the person picked.
  useEffect(() => {
    if (initial || form.getFieldState('details.mealTime').isDirty) return;
    form.resetField('details.mealTime', { defaultValue: prefillMealTime ?? null });
  }, [initial, prefillMealTime, form]);

  // A new meal starts with a fresh photo picker (no preview of the last meal's photo).
  const [photoPickerKey, setPhotoPickerKey] = useState(0);

  const submit = form.handleSubmit(async (meal) => {
    const saved = await onSubmit(meal);
    if (saved && !initial) {
      form.reset(emptyMeal(prefillMealTime));
      setPhotoPickerKey((key) => key + 1);
    }
  });

  // The short inline hint shows while typing; the full sentence replaces it once the field is left.
  const descriptionHint =
    !errors.content && trimmedLength > 0 && trimmedLength < 3
      ? MEAL_FORM_MESSAGES.descriptionInline
      : undefined;

  return (
    <form
      onSubmit={(event) => {
        // The button is aria-disabled, not disabled, while saving: ignore a second press.
        if (form.formState.isSubmitting) event.preventDefault();
        else void submit(event);
      }}
      noValidate
      className="flex flex-col gap-6"
    >
      {/* Before the description it fills, so the keyboard path from the description to the
          meal's choices stays as it was. */}
      <MealPhotoPicker
        key={photoPickerKey}
        current={content}
        onApply={(description, analyzed) => {
          const set = { shouldValidate: true, shouldDirty: true, shouldTouch: true } as const;
          form.setValue('content', description, set);
          if (analyzed) form.setValue('details.wasPhotoAnalyzed', true, set);
        }}
      />
      {initial ? (
        <TextAreaField
          label="What did you eat?"
          placeholder="For example: oatmeal with blueberries and a cup of tea"
          hint={descriptionHint}
          error={errors.content?.message}
          reserveMessageSpace
          {...form.register('content')}
        />
      ) : (
        // A new meal is often one eaten before: the box offers the person's own past meals.
        <MealDescriptionCombobox
          label="What did you eat?"
          placeholder="For example: oatmeal with blueberries and a cup of tea"
          typed={content}
          hint={descriptionHint}
          error={errors.content?.message}
          reserveMessageSpace
          onChoose={(meal) => {
            const set = { shouldValidate: true, shouldDirty: true, shouldTouch: true } as const;
            form.setValue('content', meal.content.trim(), set);
            form.setValue('details.mealSize', meal.mealSize, set);
            form.setValue('details.mealSource', meal.mealSource, set);
          }}
          {...form.register('content')}
        />
      )}
      <ChoiceGroup
        legend="When did you eat?"
        options={mealTimeOptions}
        error={errors.details?.mealTime?.message}
        {...form.register('details.mealTime')}
      />
      <ChoiceGroup
        legend="Portion size"
        options={mealSizeOptions}
        columns={3}
        error={errors.details?.mealSize?.message}
        {...form.register('details.mealSize')}
      />
      <ChoiceGroup
        legend="Where was the meal from?"
        options={mealSourceOptions}
        columns={3}
        error={errors.details?.mealSource?.message}
        {...form.register('details.mealSource')}
      />
      <EntrySaveRow
        actions={actions}
        canSave={isValid}
        isSubmitting={isSubmitting}
        submitLabel={submitLabel}
        pendingLabel={pendingLabel}
        missing="To save, describe the meal and choose when, how much and where it was from."
        notice={notice}
        hintId={hintId}
      />
    </form>
  );
}
