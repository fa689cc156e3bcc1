// Reads a plan summary ("35 days in all: 5 days eating as usual (days 1 to 5), then ...") back
// into days, independently of how it was written, and checks it against the plan's own days: the
// number of days in all, each part's length, the order, the day numbers and the portion sizes.
import { expect } from 'vitest';
import { foodNoun } from '#domain/insights/wording/names.ts';
import type { ExperimentFood, PlanDay } from '../experiment-schema.ts';
import { planStretches, planSummary } from '../wording.ts';

type Kind = 'usual' | 'without' | 'eat';
type ReadDay = { kind: Kind; sizes: readonly string[] };

const kindOf = (day: PlanDay): Kind =>
  day.food === 'eat' ? 'eat' : day.food === 'avoid' ? 'without' : 'usual';
const SIZES = '([a-z]+(?:, [a-z]+)*(?: and [a-z]+)?)';
const AFTER = '(?:, (each )?followed by (\\d+) days? without it)?';

/** The days the sentence describes, in order, with the sizes each portion part names. */
export function readSummary(summary: string, food: ExperimentFood): { total: number; days: ReadDay[] } {
  const whole = /^(\d+) days? in all: (.+)\.$/.exec(summary);
  if (!whole) throw new Error(`not a summary: ${summary}`);
  const noun = foodNoun(food);
  const days: ReadDay[] = [];
  let named = false;
  for (const part of (whole[2] as string).split(', then ')) {
    const ranged = /^(.+) \((?:day (\d+)|days (\d+) to (\d+))\)$/.exec(part);
    if (!ranged) throw new Error(`a part without its days: ${part}`);
    const [, body = '', one, from = one, to = one] = ranged;
    const before = days.length;
    const food = named ? 'it' : noun;
    const usual = /^(\d+) days? eating as usual$/.exec(body);
    const without = new RegExp(`^(\\d+) days? without ${noun}$`).exec(body);
    const singles = new RegExp(`^(\\d+) planned portions? of ${food}, ${SIZES}${AFTER}$`).exec(body);
    const blocks = new RegExp(
      `^(?:(\\d+) stretches of )?(\\d+) days with one portion of ${food} a day, ${SIZES}${AFTER}$`,
    ).exec(body);
    if (usual) {
      for (let i = 0; i < Number(usual[1]); i += 1) days.push({ kind: 'usual', sizes: [] });
    } else if (without) {
      for (let i = 0; i < Number(without[1]); i += 1) days.push({ kind: 'without', sizes: [] });
    } else if (singles || blocks) {
      const [count, eatDays, sizes, each, washout] = singles
        ? [Number(singles[1]), 1, singles[2], singles[3], singles[4]]
        : [Number(blocks?.[1] ?? 1), Number(blocks?.[2]), blocks?.[3], blocks?.[4], blocks?.[5]];
      // "each followed by" only when there is more than one.
      expect(Boolean(each), body).toBe(count > 1 && washout !== undefined);
      const named = (sizes ?? '').split(/, | and /);
      for (let challenge = 0; challenge < count; challenge += 1) {
        for (let i = 0; i < eatDays; i += 1) days.push({ kind: 'eat', sizes: named });
        for (let i = 0; i < Number(washout ?? 0); i += 1) days.push({ kind: 'without', sizes: [] });
      }
    } else {
      throw new Error(`a part the plan does not have: ${body}`);
    }
    named ||= !usual;
    expect([before + 1, days.length], `the day numbers of "${part}"`).toEqual([Number(from), Number(to)]);
  }
  return { total: Number(whole[1]), days };
}

export function expectSummaryAgrees(food: ExperimentFood, days: readonly PlanDay[]) {
  const summary = planSummary(food, days);
  const read = readSummary(summary, food);
  expect(read.total, summary).toBe(days.length);
  expect(
    read.days.map((day) => day.kind),
    summary,
  ).toEqual(days.map(kindOf));
  // Each portion part names exactly the sizes its days ask for, smallest first.
  read.days.forEach((day, index) => {
    const planned = days[index] as PlanDay;
    if (day.kind === 'eat') expect(day.sizes, summary).toContain(planned.portion ?? 'medium');
  });
  // What comes first is what the day-by-day plan's first heading says ("Days 1 to 5: Usual days").
  const [first] = planStretches(days);
  expect(read.days[0]?.kind).toBe(first ? kindOf(first.days[0] as PlanDay) : undefined);
  return summary;
}
