/** The host-token key and public URL every benchmark server is started with. */
export const BENCH_SECRET = 'bench-secret-bench-secret-bench-secret-0123456789';
export const BENCH_PUBLIC_URL = 'http://bench.test:3000';
/** Cores: the server under test (and the baseline server) on one, the load generator on the other. */
export const SERVER_CORE = 0;
export const GENERATOR_CORE = 1;
