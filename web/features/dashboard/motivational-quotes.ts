// Gentle lines for the dashboard, written for Tend (no borrowed or misattributed quotations).

export const motivationalQuotes = [
  'Small steps, taken kindly, still move you forward.',
  'Listening to your body is a quiet kind of strength.',
  'Every note you keep today is a gift to the person you will be tomorrow.',
  'Rest is part of the work, not a break from it.',
  'Progress is rarely a straight line, and that is all right.',
  'Be as gentle with yourself as you would be with a friend.',
  'Noticing is the first step to understanding.',
] as const;

/** One line per calendar day: the same all day, so it does not change under the reader's eyes. */
export function quoteForDay(dayKey: string): string {
  let sum = 0;
  for (const character of dayKey) sum += character.charCodeAt(0);
  return motivationalQuotes[sum % motivationalQuotes.length] as string;
}
