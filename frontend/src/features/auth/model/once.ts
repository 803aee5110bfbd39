const runs = new Map<string, Promise<unknown>>();

/**
 * Runs `task` once per key for the page's lifetime and hands every caller the same promise. A
 * sign-in link can be used only once, and React's strict mode runs effects twice.
 */
export function once<T>(key: string, task: () => Promise<T>): Promise<T> {
  let run = runs.get(key) as Promise<T> | undefined;
  if (!run) {
    run = task();
    runs.set(key, run);
  }
  return run;
}

/** Tests use each key afresh. */
export function forgetRunsForTests(): void {
  runs.clear();
}
