/**
 * Runs `work` on every item, one after another, so one failure (a gateway that does not answer)
 * does not stop the rest of a job's batch; then throws every failure at once, for pg-boss to
 * record on the job and retry it. Answers the results of the items that succeeded.
 */
export async function runEach<T, R>(items: readonly T[], work: (item: T) => Promise<R>, what: string): Promise<R[]> {
  const results: R[] = [];
  const failures: unknown[] = [];
  for (const item of items) {
    try {
      results.push(await work(item));
    } catch (error) {
      failures.push(error);
    }
  }
  if (failures.length > 0) throw new AggregateError(failures, `${failures.length} ${what} failed`);
  return results;
}
