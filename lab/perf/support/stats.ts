// Small figures helpers shared by the benchmarks.

/** Nearest-rank percentile (p in 0..100) of unsorted samples; NaN when there are none. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] as number;
}

export function median(samples: readonly number[]): number {
  return percentile(samples, 50);
}

export function mean(samples: readonly number[]): number {
  if (samples.length === 0) return Number.NaN;
  return samples.reduce((sum, value) => sum + value, 0) / samples.length;
}

export function ms(value: number, digits = 1): string {
  return `${value.toFixed(digits)} ms`;
}

export function mib(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}

/** Kilobytes of 1000 bytes, as Vite reports its chunk sizes. */
export function kb(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} kB`;
}

export function verdict(met: boolean): string {
  return met ? 'met' : 'MISSED';
}

/** Prints rows as aligned columns, indented under a heading. */
export function printTable(rows: readonly (readonly string[])[]) {
  const widths: number[] = [];
  for (const row of rows)
    row.forEach((cell, index) => {
      widths[index] = Math.max(widths[index] ?? 0, cell.length);
    });
  for (const row of rows)
    console.log(
      `  ${row
        .map((cell, index) => cell.padEnd(widths[index] ?? 0))
        .join('  ')
        .trimEnd()}`,
    );
}

export function sleep(milliseconds: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, milliseconds));
}
