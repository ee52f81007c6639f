/** The y-axis's steps: one, two, two and a half or five times a power of ten. */
const NICE_STEPS = [1, 2, 2.5, 5, 10];

/**
 * The y-axis's labelled values for a chart whose tallest bar is `max`: 0, then evenly spaced round
 * numbers, about `count` of them, the last at or above `max` (the chart's top).
 *
 * @example valueTicks(55.5) // [0, 20, 40, 60]
 * @example valueTicks(0) // [0, 1]
 */
export function valueTicks(max: number, count = 4): number[] {
  if (!(max > 0)) return [0, 1];
  const rough = max / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = power * NICE_STEPS.find((nice) => nice * power >= rough)!;
  const ticks = [0];
  while (ticks.at(-1)! < max) ticks.push(Number((ticks.length * step).toFixed(10)));
  return ticks;
}

/**
 * Which of `days` bars get a date under them: every `every`-th counted back from the last (today
 * always has one), at most about `count` in all.
 *
 * @example dayTicks(30, 6) // [4, 9, 14, 19, 24, 29]
 */
export function dayTicks(days: number, count: number): number[] {
  if (days === 0) return [];
  const every = Math.max(1, Math.ceil(days / count));
  const ticks: number[] = [];
  for (let index = days - 1; index >= 0; index -= every) ticks.unshift(index);
  return ticks;
}
