/**
 * Resolves in a later task of the main thread, so that the work after it is a task of its own and
 * a tap or a frame can come between (issue 21: the start-up's long tasks). `scheduler.yield()`
 * where the browser has it (its continuation runs before other queued work), a timer otherwise.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
