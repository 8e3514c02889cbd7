/**
 * What each browser says when a lazily loaded page chunk cannot be fetched, typically after
 * a deploy removed the old hashed file the open tab still asks for.
 */
const chunkLoadMessages = [
  /Failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /Importing a module script failed/i, // Safari
  /Unable to preload CSS/i, // Vite's preload of the chunk's stylesheet
];

/** True for an error a reload cures (the new page shell names the new chunks). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  // Webpack and some plugins throw a named ChunkLoadError ("Loading chunk 3 failed").
  if (error.name === 'ChunkLoadError') return true;
  return chunkLoadMessages.some((pattern) => pattern.test(error.message));
}
