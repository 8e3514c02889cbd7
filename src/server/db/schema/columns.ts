import { type AnyPgColumn, type UpdateDeleteAction, timestamp, uuid } from 'drizzle-orm/pg-core';

// The column definitions the tables share. They import no table, so any schema file may use
// them without an import cycle; a reference names its table at the call.

/** A point in time: `timestamp with time zone`, as every time column is (nullable as it stands). */
export function instant<TName extends string>(name: TName) {
  return timestamp(name, { withTimezone: true });
}

/** When the row was written, by the database's clock. */
export function createdAt() {
  return instant('created_at').notNull().defaultNow();
}

/** When the row last changed: the insert's time until an update sets it. */
export function updatedAt() {
  return instant('updated_at').notNull().defaultNow();
}

/** The row's id: a random uuid the database draws. */
export function uuidPrimaryKey() {
  return uuid('id').primaryKey().defaultRandom();
}

/**
 * A uuid column that must name a row of another table (`target`, e.g. `() => purchases.id`);
 * `onDelete` says what becomes of this row when that one is deleted.
 */
export function requiredReference<TName extends string>(
  name: TName,
  target: () => AnyPgColumn,
  onDelete: UpdateDeleteAction,
) {
  return uuid(name).notNull().references(target, { onDelete });
}

/** A uuid column that may name a row of another table, or be null: as `requiredReference`. */
export function optionalReference<TName extends string>(
  name: TName,
  target: () => AnyPgColumn,
  onDelete: UpdateDeleteAction,
) {
  return uuid(name).references(target, { onDelete });
}
