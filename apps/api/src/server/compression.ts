import { constants as zlibConstants } from 'node:zlib';

// Fast settings: at zlib's default level, compressing 50–150 KB JSON pages took a sixth of the API's time under
// load (bench/RESULTS.md); level 1 / quality 4 keep most of the saving for a fraction of the CPU. Shared by the
// compression plugin and the response cache, which keeps each answer's encodings.
// Answers up to 1 MiB are compressed in one synchronous call: on two cores the plugin's default sent anything over
// 8 KB through a zlib stream, whose per-chunk trips to the thread pool halved the rate of uncached 100 KB pages
// (Chromium's zstd: 145–177 → 311 req/s). A 1 MiB answer holds the event loop for a few milliseconds at most.
// zstd (Chromium's choice) reads its level from `params` and gzip its own `level`, each ignoring the other's: at zstd's
// default level 3 a 149 KB page took 135–199 µs, at level 1 102–109 µs, and no larger (issue #37).
export const compression = {
  threshold: 1024,
  syncThreshold: 1024 * 1024,
  zlibOptions: { level: 1, params: { [zlibConstants.ZSTD_c_compressionLevel]: 1 } },
  brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
} as const;

// An answer the response cache keeps is encoded once and sent many times: worth a quarter fewer bytes (a 149 KB
// page: gzip 15.9 → 12.1 KB, brotli 11.9 → 10.5 KB) for about a millisecond more, once.
export const keptCompression = {
  zlibOptions: { level: 6 },
  brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 6 } },
} as const;
