/** Types of build-realtime.mjs, for the TypeScript that imports it (the benchmarks). */
export declare const REALTIME_SOURCES: string[];
export declare const REALTIME_BUNDLE: string;
export declare function bundleServer(
  entry: string,
  outfile: string,
  plugins?: import('esbuild').Plugin[],
): Promise<string>;
export declare function newestMtime(paths: string[]): number;
export declare function isStale(outfile: string, sources?: string[]): boolean;
