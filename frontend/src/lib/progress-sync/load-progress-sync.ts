type ProgressSyncModule = typeof import('./progress-sync');

let loaded: Promise<ProgressSyncModule> | null = null;

/**
 * The progress sync, loaded on first need (a signed-in user) as its own chunk. One promise for
 * the whole tab, so calls made one after another run in that order.
 */
export function loadProgressSync(): Promise<ProgressSyncModule> {
  loaded ??= import('./progress-sync').catch((error: unknown) => {
    // Offline before the chunk came: the next call tries again. Nothing waiting is lost, it
    // stays on the device.
    loaded = null;
    throw error;
  });
  return loaded;
}

/** Whether the sync was ever asked for in this tab (there is nothing to stop otherwise). */
export function isProgressSyncLoaded(): boolean {
  return loaded !== null;
}

/** Starts (or re-runs) the sync for this user; failures to load are logged. */
export function requestProgressSync(userId: string): void {
  loadProgressSync().then(
    (sync) => void sync.startProgressSync(userId),
    (error: unknown) => console.error('Could not load the progress sync.', error),
  );
}
