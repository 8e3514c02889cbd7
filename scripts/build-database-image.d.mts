/** Saves the migrated empty PGlite database as `dist/pglite-migrated.tgz` (build-database-image.mjs). */
export function buildDatabaseImage(root: string): Promise<void>;
