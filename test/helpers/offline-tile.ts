/**
 * A 1x1 PNG for every map tile: tiles come from the internet, which tests and benchmarks never
 * reach (a page waiting on them never finishes loading, and each failed tile is a console error).
 */
export const OFFLINE_TILE = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
