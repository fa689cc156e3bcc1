import { isTriggerFoodId } from '#domain/catalogues/trigger-foods.ts';
import type { TriggerFood } from '../types.ts';

/** A food the engine looks for: any catalogue id but 'none' (which says a meal had none of them). */
export function isTriggerFood(id: string): id is TriggerFood {
  return id !== 'none' && isTriggerFoodId(id);
}
