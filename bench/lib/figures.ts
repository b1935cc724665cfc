/** Each figure is one stdout line, `name value unit`, which scripts/bench.mjs passes on. */
export function report(name: string, value: number, unit: string): void {
  console.log(`${name} ${Number.isInteger(value) ? value : value.toFixed(1)} ${unit}`);
}

/** A figure that cannot be measured yet keeps its line, so that a reader sees it is missing. */
export function skip(name: string, reason: string): void {
  console.log(`${name} skipped (${reason})`);
}

/** Progress and details go to stderr, away from the figures. */
export function note(message: string): void {
  console.error(`  ${message}`);
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))];
}

export const median = (values: number[]) => percentile(values, 50);
