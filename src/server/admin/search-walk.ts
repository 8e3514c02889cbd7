import { and, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../db/client';

/**
 * The first, short walk (decision 367): a page found there is the page; otherwise how many rows
 * it found tells whether the long walk would fill the page, or the match set is the cheaper way.
 */
export const SEARCH_SAMPLE_ROWS = 2_000;

/**
 * How many rows of a list the long walk reads at most: about 14 ms of an index alone on 2
 * busy cores. It runs when the short walk found 2 or more matches (of a page of 25), one row
 * in 1,000 or more: fewer than that are cheaper fetched through the trigram index.
 */
export const SEARCH_WALK_ROWS = 40_000;

/** One page of a fragment search on one list, as `searchPageIds` runs it. */
export interface FragmentSearch {
  table: PgTable;
  /**
   * The columns of an index in the list's order that holds everything `match`, `filters` and
   * `orderBy` read, so a walk never reads the table.
   */
  walkColumns: PgColumn[];
  /** Bounds of that index: its partial predicate, the page's keyset, a range of its key. */
  bounds: (SQL | undefined)[];
  /** What the search matches, exactly. */
  match: SQL;
  /** Implied by `match`, through the trigram index: the way in to a rare fragment's rows. */
  candidates: SQL;
  /** The list's filters that the walk's index can read. */
  filters: SQL[];
  /** Those of `filters` with indexes of their own, a way in when they are narrower. */
  indexedFilters: SQL[];
  /** Conditions the walk's index cannot read; with any, only the match set is read. */
  unwalkable: (SQL | undefined)[];
  /** The list's order, its key then id, on the walk's columns. */
  orderBy: SQL;
  size: number;
}

/** All the conditions, or `true` when there are none (a first page of the clients). */
function allOf(conditions: (SQL | undefined)[]): SQL {
  return and(...conditions) ?? sql`true`;
}

/**
 * One page of a search, in the list's order, by the cheaper of two ways (decision 367).
 * `rowsOf` reads the list's rows of the ids that a subquery (in parentheses) names, in one
 * statement with it. The walk: the list's first rows in its order, read from an index alone,
 * keeping those that match (named as the table, so the list's own conditions apply to it
 * unchanged: they must read only `walkColumns`); a page it fills is the page. The match set:
 * every match, found through the trigram index or the filters' indexes (materialized, so the
 * planner cannot walk instead), then sorted. A short walk goes first; the long one only when
 * the short one's matches promise a full page. Both ways give the same rows.
 */
export async function searchPage<Row>(
  db: Queryable,
  search: FragmentSearch,
  rowsOf: (ids: SQL) => Promise<Row[]>,
): Promise<Row[]> {
  const name = sql.identifier(getTableName(search.table));
  const columns = sql.join(search.walkColumns, sql`, `);
  const walked = (rows: number) =>
    sql`(select ${columns} from ${search.table} where ${allOf(search.bounds)}
      order by ${search.orderBy} limit ${rows}) as ${name}`;
  const walk = (rows: number) =>
    rowsOf(sql`(select ${name}.id from ${walked(rows)}
      where ${allOf([search.match, ...search.filters])}
      order by ${search.orderBy} limit ${search.size})`);
  let isFragmentNarrower = true;
  if (search.unwalkable.every((condition) => condition === undefined)) {
    const sampled = await walk(SEARCH_SAMPLE_ROWS);
    if (sampled.length === search.size) return sampled;
    if (sampled.length * (SEARCH_WALK_ROWS / SEARCH_SAMPLE_ROWS) >= search.size) {
      const page = await walk(SEARCH_WALK_ROWS);
      if (page.length === search.size) return page;
    }
    // A fragment in many rows sends the trigram index through long lists (a common e-mail
    // domain: most of them); when the filters kept fewer of the short walk's rows, their own
    // indexes are the way in.
    if (search.indexedFilters.length > 0) {
      const shares = (await db.execute(
        sql`select count(*) filter (where ${search.match})::int as fragment,
          count(*) filter (where ${allOf(search.indexedFilters)})::int as filtered
        from ${walked(SEARCH_SAMPLE_ROWS)}`,
      )) as unknown as { rows: { fragment: number; filtered: number }[] };
      const [counted] = shares.rows;
      isFragmentNarrower = !counted || counted.filtered >= counted.fragment;
    }
  }
  const wayIn = isFragmentNarrower ? search.candidates : undefined;
  const conditions = [wayIn, search.match, ...search.bounds, ...search.filters];
  return rowsOf(sql`(with found as materialized (
      select ${columns} from ${search.table}
      where ${allOf([...conditions, ...search.unwalkable])}
    )
    select ${name}.id from found as ${name} order by ${search.orderBy} limit ${search.size})`);
}
