/** The `p`th percentile of `sorted` (ascending) by the nearest rank; 0 for none. @example percentile([1, 2, 3, 4], 50) // 2 */
export const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
