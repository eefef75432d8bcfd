import { constants as zlibConstants } from 'node:zlib';

// Fast settings: at zlib's default level, compressing 50–150 KB JSON pages took a sixth of the API's time under
// load (bench/RESULTS.md); level 1 / quality 4 keep most of the saving for a fraction of the CPU. Shared by the
// compression plugin and the response cache, which keeps each answer's encodings.
export const compression = {
  threshold: 1024,
  zlibOptions: { level: 1 },
  brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
} as const;
