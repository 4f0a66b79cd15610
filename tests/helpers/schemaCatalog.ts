// Reads what a migrated SQLite or PostgreSQL database holds (tables, columns, keys, indexes, foreign keys,
// triggers) from its own catalog into one flat shape, so the two can be compared entry by entry and every
// difference named. Each entry's key names the thing ("orders.total", "orders index orders_status"); its value
// describes it in words both databases share.
//
// Types are compared by class, as the app sees the value:
//   SQLite integer                  ↔ PostgreSQL integer, bigint, smallint      → integer
//   SQLite integer read as boolean  ↔ PostgreSQL boolean                         → boolean
//     (schema.ts's integer columns in mode 'boolean'; SQLite has no boolean type)
//   SQLite real                     ↔ PostgreSQL double precision, real          → real
//   SQLite text                     ↔ PostgreSQL text, varchar                   → text
//   SQLite blob                     ↔ PostgreSQL bytea                           → blob
// Defaults are compared as values ('[]', 0, false); the time defaults (strftime in SQLite, to_char in
// PostgreSQL) both count as "now, ISO text", and AUTOINCREMENT and identity columns both as "generated id".
import type Database from 'better-sqlite3';
import { getTableConfig, type SQLiteTable } from 'drizzle-orm/sqlite-core';
import type pg from 'pg';
import * as sqliteSchema from '../../server/db/schema';

export type Catalog = Map<string, string>;

const SQLITE_TYPES: Record<string, string> = { integer: 'integer', text: 'text', real: 'real', blob: 'blob' };
const PG_TYPES: Record<string, string> = {
  integer: 'integer',
  bigint: 'integer',
  smallint: 'integer',
  boolean: 'boolean',
  'double precision': 'real',
  real: 'real',
  text: 'text',
  'character varying': 'text',
  bytea: 'blob',
};
const ON_DELETE: Record<string, string> = {
  a: 'no action',
  r: 'restrict',
  c: 'cascade',
  n: 'set null',
  d: 'set default',
};
const NOW_ISO = 'now, ISO text';
const GENERATED_ID = 'generated id';

/** The columns schema.ts stores as integers and reads as booleans, as "table.column". */
function sqliteBooleanColumns(): Set<string> {
  const found = new Set<string>();
  for (const table of Object.values(sqliteSchema)) {
    if (typeof table !== 'object' || table === null || !('getSQL' in table)) continue;
    const config = getTableConfig(table as SQLiteTable);
    for (const column of config.columns)
      if (column.columnType === 'SQLiteBoolean') found.add(`${config.name}.${column.name}`);
  }
  return found;
}

function column(type: string, notNull: boolean, fallback: string | null): string {
  return `${type}, ${notNull ? 'not null' : 'nullable'}, default ${fallback ?? 'none'}`;
}

function sqliteDefault(value: string | null, type: string): string | null {
  if (value === null) return null;
  if (/strftime\(/.test(value)) return NOW_ISO;
  if (type === 'boolean') return value === '1' || value === 'true' ? 'true' : 'false';
  return value;
}

function pgDefault(value: string | null): string | null {
  if (value === null) return null;
  if (/to_char\(/.test(value)) return NOW_ISO;
  return value.replace(/::(text|integer|double precision)$/, '');
}

interface SqliteColumn {
  name: string;
  type: string;
  notnull: number;
  dflt_value: string | null;
  pk: number;
}
interface SqliteIndex {
  name: string;
  unique: number;
  origin: string;
  partial: number;
}
interface SqliteForeignKey {
  id: number;
  table: string;
  from: string;
  to: string;
  on_delete: string;
}

export function sqliteCatalog(db: Database.Database): Catalog {
  const catalog: Catalog = new Map();
  const booleans = sqliteBooleanColumns();
  const tables = db
    .prepare(
      "SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' " +
        "AND name <> '__drizzle_migrations' ORDER BY name",
    )
    .all() as { name: string; sql: string }[];
  for (const { name: table, sql } of tables) {
    catalog.set(`table ${table}`, 'present');
    const columns = db.prepare(`SELECT * FROM pragma_table_info(?)`).all(table) as SqliteColumn[];
    for (const c of columns) {
      const key = `${table}.${c.name}`;
      const type = booleans.has(key) ? 'boolean' : (SQLITE_TYPES[c.type.toLowerCase()] ?? c.type);
      const autoincrement = c.pk === 1 && /\bAUTOINCREMENT\b/i.test(sql);
      const fallback = autoincrement ? GENERATED_ID : sqliteDefault(c.dflt_value, type);
      catalog.set(key, column(type, c.notnull === 1, fallback));
    }
    const primaryKey = columns.filter((c) => c.pk > 0).sort((a, b) => a.pk - b.pk);
    if (primaryKey.length) catalog.set(`${table} primary key`, `(${primaryKey.map((c) => c.name).join(', ')})`);
    for (const index of db.prepare(`SELECT * FROM pragma_index_list(?)`).all(table) as SqliteIndex[]) {
      if (index.origin === 'pk') continue;
      const names = (
        db.prepare(`SELECT name FROM pragma_index_info(?) ORDER BY seqno`).all(index.name) as {
          name: string;
        }[]
      ).map((c) => c.name);
      addIndex(catalog, table, {
        name: index.name,
        columns: names,
        unique: index.unique === 1,
        partial: index.partial === 1,
        constraint: index.origin === 'u',
      });
    }
    const keys = db.prepare(`SELECT * FROM pragma_foreign_key_list(?)`).all(table) as SqliteForeignKey[];
    for (const id of new Set(keys.map((k) => k.id))) {
      const parts = keys.filter((k) => k.id === id);
      addForeignKey(catalog, table, {
        columns: parts.map((k) => k.from),
        target: parts[0].table,
        targetColumns: parts.map((k) => k.to),
        onDelete: parts[0].on_delete.toLowerCase(),
      });
    }
  }
  const triggers = db.prepare("SELECT name, tbl_name FROM sqlite_master WHERE type = 'trigger'").all() as {
    name: string;
    tbl_name: string;
  }[];
  for (const t of triggers) catalog.set(`trigger ${t.name}`, `on ${t.tbl_name}`);
  return catalog;
}

export async function postgresCatalog(client: pg.Pool | pg.Client): Promise<Catalog> {
  const catalog: Catalog = new Map();
  const tables = await client.query<{ table_name: string }>(
    "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'",
  );
  for (const { table_name } of tables.rows) catalog.set(`table ${table_name}`, 'present');
  const columns = await client.query<{
    table_name: string;
    column_name: string;
    data_type: string;
    is_nullable: string;
    column_default: string | null;
    is_identity: string;
  }>(
    `SELECT table_name, column_name, data_type, is_nullable, column_default, is_identity
       FROM information_schema.columns WHERE table_schema = 'public'`,
  );
  for (const c of columns.rows) {
    const fallback = c.is_identity === 'YES' ? GENERATED_ID : pgDefault(c.column_default);
    catalog.set(
      `${c.table_name}.${c.column_name}`,
      column(PG_TYPES[c.data_type] ?? c.data_type, c.is_nullable === 'NO', fallback),
    );
  }
  // An index's or key's columns, in order, by attribute number.
  const columnsOf = (relation: string, numbers: string) =>
    `(SELECT array_agg(a.attname::text ORDER BY k.ord) FROM unnest(${numbers}) WITH ORDINALITY k(attnum, ord)
        JOIN pg_attribute a ON a.attrelid = ${relation} AND a.attnum = k.attnum)`;
  const indexes = await client.query<{
    table: string;
    name: string;
    unique: boolean;
    primary: boolean;
    partial: boolean;
    constraint: boolean;
    columns: string[];
  }>(
    `SELECT t.relname AS table, i.relname AS name, x.indisunique AS unique, x.indisprimary AS primary,
            x.indpred IS NOT NULL AS partial,
            EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = x.indexrelid AND c.contype = 'u') AS constraint,
            ${columnsOf('x.indrelid', 'x.indkey::int2[]')} AS columns
       FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class t ON t.oid = x.indrelid
       JOIN pg_namespace n ON n.oid = t.relnamespace WHERE n.nspname = 'public'`,
  );
  for (const index of indexes.rows) {
    if (index.primary) catalog.set(`${index.table} primary key`, `(${index.columns.join(', ')})`);
    else addIndex(catalog, index.table, index);
  }
  const foreignKeys = await client.query<{
    table: string;
    target: string;
    on_delete: string;
    columns: string[];
    target_columns: string[];
  }>(
    `SELECT t.relname AS table, f.relname AS target, c.confdeltype AS on_delete,
            ${columnsOf('c.conrelid', 'c.conkey')} AS columns,
            ${columnsOf('c.confrelid', 'c.confkey')} AS target_columns
       FROM pg_constraint c JOIN pg_class t ON t.oid = c.conrelid JOIN pg_class f ON f.oid = c.confrelid
       JOIN pg_namespace n ON n.oid = c.connamespace WHERE c.contype = 'f' AND n.nspname = 'public'`,
  );
  for (const k of foreignKeys.rows) {
    addForeignKey(catalog, k.table, {
      columns: k.columns,
      target: k.target,
      targetColumns: k.target_columns,
      onDelete: ON_DELETE[k.on_delete] ?? k.on_delete,
    });
  }
  const triggers = await client.query<{ name: string; table: string }>(
    `SELECT g.tgname AS name, t.relname AS table FROM pg_trigger g JOIN pg_class t ON t.oid = g.tgrelid
       JOIN pg_namespace n ON n.oid = t.relnamespace WHERE NOT g.tgisinternal AND n.nspname = 'public'`,
  );
  for (const t of triggers.rows) catalog.set(`trigger ${t.name}`, `on ${t.table}`);
  return catalog;
}

interface IndexShape {
  name: string;
  columns: string[];
  unique: boolean;
  partial: boolean;
  /** A UNIQUE constraint's index, whose name each database makes up: keyed by its columns instead. */
  constraint: boolean;
}

function addIndex(catalog: Catalog, table: string, index: IndexShape) {
  const columns = `(${index.columns.join(', ')})`;
  if (index.constraint) {
    catalog.set(`${table} unique constraint ${columns}`, 'present');
    return;
  }
  const kind = `${index.unique ? 'unique ' : ''}${columns}${index.partial ? ' partial' : ''}`;
  catalog.set(`${table} index ${index.name}`, kind);
}

function addForeignKey(
  catalog: Catalog,
  table: string,
  key: { columns: string[]; target: string; targetColumns: string[]; onDelete: string },
) {
  catalog.set(
    `${table} foreign key (${key.columns.join(', ')})`,
    `${key.target} (${key.targetColumns.join(', ')}) on delete ${key.onDelete}`,
  );
}

/** Every difference in words: "orders.shipped_at: in SQLite, not in PostgreSQL". */
export function catalogDifferences(sqlite: Catalog, postgres: Catalog): string[] {
  const differences: string[] = [];
  for (const key of new Set([...sqlite.keys(), ...postgres.keys()])) {
    const a = sqlite.get(key);
    const b = postgres.get(key);
    if (b === undefined) differences.push(`${key}: in SQLite, not in PostgreSQL`);
    else if (a === undefined) differences.push(`${key}: in PostgreSQL, not in SQLite`);
    else if (a !== b) differences.push(`${key}: ${a} in SQLite, ${b} in PostgreSQL`);
  }
  return differences.sort();
}
