/**
 * Builds the two bench pages (clock.html with the real AnalogClock, baseline.html with a bare
 * SVG line) with Vite into `outDir`, apart from the app's routes and build.
 */
export declare function buildClockBenchPages(outDir: string): Promise<void>;
/** Serves a folder on a free local port (no directory listing, nothing outside the folder). */
export declare function serveStatic(dir: string): Promise<{
  url: string;
  close(): Promise<void>;
}>;
