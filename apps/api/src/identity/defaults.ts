export const defaultIdleTimeoutMs = 30 * 60_000;
export const defaultAbsoluteTimeoutMs = 12 * 60 * 60_000;
