// Issue 13 item 2: a payment runs the same statements every time, and Kysely building and compiling them again on
// every call was a fifth of its CPU (tests/bench/payments/profile.ts). A prepared statement is built and compiled once
// per dialect with a marker for each named value; each call only binds its values into the compiled SQL (and on
// SQLite the connection keeps the statement prepared, database.ts). Only for statements whose shape never depends on
// the values: a value that would change the SQL (a list for `in`, a skipped undefined column) must pick another
// prepared statement instead.
import { CompiledQuery, type QueryResult } from 'kysely';
import { isPostgres, runAsNamedStatement, type Executor } from './database.ts';

type Template = { sql: string; slots: ({ name: string } | { value: unknown })[] };

export type Prepared<V extends Record<string, unknown>, R> = (db: Executor, values: V) => Promise<QueryResult<R>>;

/** A query builder, or a raw `sql` statement (which compiles against the executor). */
type Statement<R> = { compile(executor: Executor): CompiledQuery<R> };

/** `build` makes the statement from `values` (markers the first time, never read); the result runs it with real ones. */
export function prepared<V extends Record<string, unknown>, R>(build: (db: Executor, values: V) => Statement<R>): Prepared<V, R> {
  const templates = new Map<string, Template>();
  return (db, values) => {
    const dialect = isPostgres(db) ? 'postgres' : 'sqlite';
    let template = templates.get(dialect);
    if (!template) {
      templates.set(dialect, (template = compileTemplate(db, build, Object.keys(values))));
      if (dialect === 'postgres') runAsNamedStatement(template.sql);
    }
    const parameters = template.slots.map((slot) => ('name' in slot ? values[slot.name] : slot.value));
    return db.executeQuery<R>(CompiledQuery.raw(template.sql, parameters));
  };
}

function compileTemplate<V extends Record<string, unknown>, R>(db: Executor, build: (db: Executor, values: V) => Statement<R>, names: string[]): Template {
  // Objects, so a marker is told apart from any constant the statement binds by identity, not by value.
  const markers = new Map<unknown, string>(names.map((name) => [{ marker: name }, name]));
  const values = Object.fromEntries([...markers].map(([marker, name]) => [name, marker])) as V;
  const compiled = build(db, values).compile(db);
  return {
    sql: compiled.sql,
    slots: compiled.parameters.map((parameter) => {
      const name = markers.get(parameter);
      return name === undefined ? { value: parameter } : { name };
    }),
  };
}

/**
 * A statement whose SQL follows its input's structure (which parts a move has, which columns it writes): prepared
 * once per structure. The structure is the input's keys and nesting with its booleans, nulls and undefineds (which
 * may decide the SQL); every other leaf (strings, numbers, buffers) is a value bound by its path. `build` must use
 * such values only as values, never to decide what the statement says: a name the SQL holds (a table, a column) is a
 * key of the input, not a leaf.
 */
export function preparedByShape<I extends object, R>(build: (db: Executor, input: I) => Statement<R>): (db: Executor, input: I) => Promise<QueryResult<R>> {
  const statements = new Map<string, Prepared<Record<string, unknown>, R>>();
  return (db, input) => {
    const values: Record<string, unknown> = {};
    const skeleton = split(input, '', values);
    const shape = JSON.stringify(skeleton);
    let statement = statements.get(shape);
    if (!statement) statements.set(shape, (statement = prepared((executor, named) => build(executor, fill(skeleton, named) as I))));
    return statement(db, values);
  };
}

/** Where a value stood in a shaped input: written as 0 in the shape's key (a number is never kept there). */
class Slot {
  constructor(readonly path: string) {}
  toJSON() {
    return 0;
  }
}

/** An undefined in a shaped input, kept in the shape's key (JSON would drop the key it stands at). */
const ABSENT = { toJSON: () => 'undefined' };

function isPlain(node: object): boolean {
  const prototype = Object.getPrototypeOf(node) as unknown;
  return Array.isArray(node) || prototype === Object.prototype || prototype === null;
}

/** The input with each value replaced by its Slot, the values collected by path. */
function split(node: unknown, path: string, values: Record<string, unknown>): unknown {
  if (node === undefined) return ABSENT;
  if (node === null || typeof node === 'boolean') return node;
  if (typeof node === 'object' && isPlain(node)) {
    if (Array.isArray(node)) return node.map((item, index) => split(item, `${path}.${index}`, values));
    return Object.fromEntries(Object.entries(node).map(([key, item]) => [key, split(item, `${path}.${key}`, values)]));
  }
  values[path] = node;
  return new Slot(path);
}

function fill(skeleton: unknown, values: Record<string, unknown>): unknown {
  if (skeleton instanceof Slot) return values[skeleton.path];
  if (skeleton === ABSENT) return undefined;
  if (skeleton === null || typeof skeleton !== 'object') return skeleton;
  if (Array.isArray(skeleton)) return skeleton.map((item) => fill(item, values));
  return Object.fromEntries(Object.entries(skeleton).map(([key, item]) => [key, fill(item, values)]));
}
