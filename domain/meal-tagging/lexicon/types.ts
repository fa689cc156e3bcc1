import type { TriggerFood } from '#domain/catalogues/trigger-foods.ts';

/**
 * A food: `phrases` are '|'-separated spellings (typos included), `tags` what a careful reader infers
 * (docs/decisions/009). Plurals of the last word are generated, so list singulars.
 */
export type FoodRow = readonly [phrases: string, tags: readonly TriggerFood[]];

/**
 * A word that changes the foods around it instead of naming one: "gluten-free", "decaf", "vegan",
 * "turkey" before "bacon", "oat milk" before "latte".
 */
export type Qualifier = {
  phrases: string;
  /** Triggers the qualified food no longer has. */
  removes: readonly TriggerFood[];
  /**
   * 'next': only the food right after it ("turkey bacon"). 'list': the next food and the foods joined
   * to it by and/or, else the food just before ("pasta, gluten-free").
   */
  reach: 'next' | 'list';
  /** Triggers the qualified food gains ("instant" makes it processed). */
  adds?: readonly TriggerFood[];
  /** Sugar-free and diet products are sweetened with something: sugar becomes a sweetener. */
  sweetened?: boolean;
  /** Also qualifies the food before "with" ("latte with oat milk"). */
  alsoBefore?: boolean;
  /** The phrase is a food as well ("tofu", "lentil"): these are its own triggers. */
  tags?: readonly TriggerFood[];
};

/** A word that says the next foods were not eaten ("no", "without", "hold the"). */
export type Negator = {
  phrases: string;
  /**
   * The dish just before loses what was left out ("burger, no bun"). False where the words name an
   * alternative, not a part ("beer instead of wine").
   */
  fromDish: boolean;
};
