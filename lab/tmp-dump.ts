import { writeFileSync } from 'node:fs';
import { analyzeJournal } from '#domain/insights/index.ts';
import { heldOutFamily } from '#lab/insights/held-out-family.ts';
import { SLOW_FAMILY_SEED, slowFamily } from '#lab/slow-world/family.ts';

const out = [];
for (let i = 0; i < 5; i += 1)
  for (const c of slowFamily(SLOW_FAMILY_SEED).casesOf(i, [60, 120]))
    out.push(analyzeJournal(c.input).associations);
for (let i = 0; i < 5; i += 1)
  for (const c of heldOutFamily({ seed: 7 }).casesOf(i, [60, 120]))
    out.push(analyzeJournal(c.input).associations);
writeFileSync(process.argv[2] as string, JSON.stringify(out));
