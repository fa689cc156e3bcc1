// `node lab/perf/insights-engine-year.ts`: the engine alone on the year of entries that
// `npm run bench:insights-api` computes end to end (year-journal.ts's person, built here in memory
// with the same dishes, slots and dairy lunches), the adopted engine and the engine without the
// delayed and cumulative windows alternating, timed in CPU time of this process (the machine is
// shared). `--cpu-prof` on node profiles it; `--samples N` sets the count per engine.
import { parseArgs } from 'node:util';
import { MODEL_SETTINGS } from '#domain/insights/analysis/model-settings.ts';
import { analyzeJournalWith } from '#domain/insights/analyze-journal.ts';
import { checkIn, meal, seededRandom } from '#domain/insights/test-support/journal-builder.ts';
import type { AnalyzeJournalInput } from '#domain/insights/types.ts';
import type { JournalEntryDto } from '#domain/journal/journal-entry.ts';
import { percentile, printTable } from './support/stats.ts';
import { yearProfile } from './support/year-journal.ts';

const { values } = parseArgs({ options: { samples: { type: 'string', default: '20' } } });
const samples = Number(values.samples);
const DAY = 86_400_000;
const DISHES = [
  'Greek yogurt with honey',
  'A glass of milk',
  'Grilled chicken with rice and broccoli',
  'Lentil soup with bread',
  'Salmon with sweet potato',
  'Scrambled eggs on toast',
  'Pasta with tomato sauce',
  'Coffee and a croissant',
  'Vegetable stir-fry with tofu',
  'Chocolate cake',
  'Oatmeal with blueberries',
  'Beef chili with peppers',
];
const SLOTS = ['breakfast', 'lunch', 'snacks', 'dinner'] as const;
const SLOT_HOURS = [8, 12.5, 15, 18.5];
const SIZES = ['small', 'medium', 'large'] as const;

function yearJournal(): AnalyzeJournalInput {
  const random = seededRandom(365);
  const today = Date.parse('2026-11-29T00:00:00Z');
  const entries: JournalEntryDto[] = [];
  const clamp = (value: number) => Math.min(5, Math.max(1, Math.round(value)));
  for (let n = 365; n >= 1; n -= 1) {
    const day = today - n * DAY;
    const dairyLunch = (n * 7919) % 12 < 2;
    SLOTS.forEach((slot, s) => {
      const dish = Math.floor(random() * 12);
      const k = s === 1 ? (dairyLunch ? dish % 2 : 2 + (dish % 10)) : dish;
      const size = SIZES[Math.floor(random() * 3)] as (typeof SIZES)[number];
      entries.push(
        meal(new Date(day + (SLOT_HOURS[s] as number) * 3_600_000), DISHES[k] as string, size, slot),
      );
    });
    const ratings = (evening: boolean) => ({
      'Joint pain': clamp(1.5 + random() * 2 - 1 + (evening && dairyLunch ? 2 : 0)),
      Fatigue: clamp(2 + random() * 2 - 1),
      'Brain fog': clamp(1.5 + random() * 2 - 1),
    });
    entries.push(checkIn(new Date(day + 9 * 3_600_000), ratings(false), 'morning'));
    entries.push(checkIn(new Date(day + 19 * 3_600_000), ratings(true), 'evening'));
  }
  return {
    entries,
    profile: yearProfile,
    now: new Date(today + 12 * 3_600_000).toISOString(),
    timeZone: 'UTC',
  };
}

const input = yearJournal();
const engines = {
  engine: MODEL_SETTINGS,
  'no slow shapes': { ...MODEL_SETTINGS, slowShapes: undefined },
};
const times = new Map<string, number[]>(Object.keys(engines).map((name) => [name, []]));
const cpu = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
for (let round = -2; round < samples; round += 1) {
  for (const [name, settings] of Object.entries(engines)) {
    const started = cpu();
    analyzeJournalWith(input, settings);
    if (round >= 0) times.get(name)?.push(cpu() - started);
  }
}
console.log(`${input.entries.length} entries, ${samples} analyses per engine, CPU ms:`);
printTable([
  ['engine', 'p50', 'p95'],
  ...[...times].map(([name, list]) => [
    name,
    percentile(list, 50).toFixed(1),
    percentile(list, 95).toFixed(1),
  ]),
]);
