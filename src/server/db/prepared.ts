// Issue 13 item 2: a payment runs the same statements every time, and Kysely building and compiling them again on
// every call was a fifth of its CPU (tests/bench/payments/profile.ts). A prepared statement is built and compiled once
// per dialect with a marker for each named value; each call only binds its values into the compiled SQL (and on
// SQLite the connection keeps the statement prepared, database.ts). Only for statements whose shape never depends on
// the values: a value that would change the SQL (a list for `in`, a skipped undefined column) must pick another
// prepared statement instead.
import { CompiledQuery, type Compilable, type QueryResult } from 'kysely';
import { isPostgres, type Executor } from './database.ts';

type Template = { sql: string; slots: ({ name: string } | { value: unknown })[] };

export type Prepared<V extends Record<string, unknown>, R> = (db: Executor, values: V) => Promise<QueryResult<R>>;

/** `build` makes the statement from `values` (markers the first time, never read); the result runs it with real ones. */
export function prepared<V extends Record<string, unknown>, R>(build: (db: Executor, values: V) => Compilable<R>): Prepared<V, R> {
  const templates = new Map<string, Template>();
  return (db, values) => {
    const dialect = isPostgres(db) ? 'postgres' : 'sqlite';
    let template = templates.get(dialect);
    if (!template) templates.set(dialect, (template = compileTemplate(db, build, Object.keys(values))));
    const parameters = template.slots.map((slot) => ('name' in slot ? values[slot.name] : slot.value));
    return db.executeQuery<R>(CompiledQuery.raw(template.sql, parameters));
  };
}

function compileTemplate<V extends Record<string, unknown>, R>(db: Executor, build: (db: Executor, values: V) => Compilable<R>, names: string[]): Template {
  // Objects, so a marker is told apart from any constant the statement binds by identity, not by value.
  const markers = new Map<unknown, string>(names.map((name) => [{ marker: name }, name]));
  const values = Object.fromEntries([...markers].map(([marker, name]) => [name, marker])) as V;
  const compiled = build(db, values).compile();
  return {
    sql: compiled.sql,
    slots: compiled.parameters.map((parameter) => {
      const name = markers.get(parameter);
      return name === undefined ? { value: parameter } : { name };
    }),
  };
}
