/**
 * Waits for every promise, like Promise.all, and throws the first failure in the order given:
 * reads made side by side answer the same error whichever of them finished first.
 */
export async function allInOrder<T extends readonly unknown[]>(
  promises: T,
): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  const settled = await Promise.allSettled(promises)
  const failed = settled.find((result) => result.status === 'rejected')
  if (failed) throw failed.reason
  return settled.map((result) => (result as PromiseFulfilledResult<unknown>).value) as {
    -readonly [K in keyof T]: Awaited<T[K]>
  }
}
