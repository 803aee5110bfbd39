/** What a page hands back after a recorded drag. */
export type FrameSample = {
  /** rAF timestamps (ms) while recording. */
  stamps: number[];
  /** Long tasks (> 50 ms) seen while recording. */
  longTasks: Array<{ start: number; duration: number }>;
  /** The digital readout (or the line's angle) after the drag, to check the drag did its job. */
  result: string;
};

/** Controls the bench driver calls through page.evaluate. */
export type BenchHandle = {
  ready: boolean;
  start(): void;
  stop(): FrameSample;
};

declare global {
  interface Window {
    __bench?: BenchHandle;
  }
}

/**
 * Installs window.__bench: start() records every rAF timestamp and every long task until
 * stop(). Both bench pages use it, so its own cost is the same on each side.
 */
export function installFrameRecorder(result: () => string): BenchHandle {
  let stamps: number[] = [];
  let longTasks: FrameSample['longTasks'] = [];
  let recording = false;
  try {
    new PerformanceObserver((list) => {
      if (!recording) return;
      for (const e of list.getEntries())
        longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask' });
  } catch {
    // No Long Tasks API: the count stays 0 and the report says so through the raw data.
  }
  const loop = (t: number) => {
    if (!recording) return;
    stamps.push(t);
    requestAnimationFrame(loop);
  };
  const handle: BenchHandle = {
    ready: false,
    start() {
      stamps = [];
      longTasks = [];
      recording = true;
      requestAnimationFrame(loop);
    },
    stop() {
      recording = false;
      return { stamps, longTasks, result: result() };
    },
  };
  window.__bench = handle;
  return handle;
}
