import path from 'node:path';
import { CamelCasePlugin, sql } from 'kysely';
import ts from 'typescript';
import type { DB } from '../../src/server/db/database';

/**
 * Compares the hand-written `src/server/db/schema.ts` with a migrated database, column by column:
 * names (as the CamelCasePlugin maps them), the type a select returns, nullability, and whether an
 * insert may leave the column out. schema.ts is read with the TypeScript compiler; the database
 * through information_schema and, for each column type, a sample value read back through the
 * app's own driver (so the `pg` type parsers of src/server/db/database.ts count, not a guess).
 */

const root = path.resolve(import.meta.dirname, '../..');
export const SCHEMA_FILE = path.join(root, 'src/server/db/schema.ts');

/** One column as schema.ts types it, or as the database has it. */
export interface ColumnFacts {
  /** What a select returns, without null: `string`, `number`, `boolean`, `Date`, `object`, `unknown`, `string[]`... */
  kinds: string[];
  nullable: boolean;
  /** An insert may leave it out (TS: its insert type admits undefined; database: it has a default or is an identity). */
  optionalOnInsert: boolean;
  /** How to name the type in a message. */
  describe: string;
}

/** Table name → column name → facts, both in snake_case. */
export type Tables = Map<string, Map<string, ColumnFacts>>;

/** The plugin the app uses, to name tables and columns exactly as its queries do. */
class Names extends CamelCasePlugin {
  snake(name: string): string {
    return this.snakeCase(name);
  }
  camel(name: string): string {
    return this.camelCase(name);
  }
}
const names = new Names();

// --- schema.ts, read with the TypeScript compiler -------------------------------------------------

let lastProgram: ts.Program | undefined;

/** The tables of schema.ts's `Database` interface; `source` replaces the file's text (to test this check). */
export function readSchemaTables(source?: string): Tables {
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2023,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    types: [],
  };
  const host = ts.createCompilerHost(options);
  if (source !== undefined) {
    const read = host.getSourceFile.bind(host);
    host.getSourceFile = (fileName, language, ...rest) =>
      path.resolve(fileName) === SCHEMA_FILE ? ts.createSourceFile(fileName, source, language) : read(fileName, language, ...rest);
  }
  const program = ts.createProgram({ rootNames: [SCHEMA_FILE], options, host, oldProgram: lastProgram });
  lastProgram = program;
  const file = program.getSourceFile(SCHEMA_FILE);
  if (!file) throw new Error(`${SCHEMA_FILE} not found`);
  const errors = ts.getPreEmitDiagnostics(program, file);
  if (errors.length > 0) throw new Error(`schema.ts does not compile:\n${ts.formatDiagnostics(errors, ts.createCompilerHost(options))}`);

  const checker = program.getTypeChecker();
  const database = checker
    .getExportsOfModule(checker.getSymbolAtLocation(file)!)
    .find((symbol) => symbol.getName() === 'Database');
  if (!database) throw new Error('schema.ts exports no Database interface');

  const tables: Tables = new Map();
  for (const table of checker.getDeclaredTypeOfSymbol(database).getProperties()) {
    const columns = new Map<string, ColumnFacts>();
    for (const column of checker.getTypeOfSymbol(table).getProperties()) {
      columns.set(names.snake(column.getName()), columnFacts(checker, checker.getTypeOfSymbol(column)));
    }
    tables.set(names.snake(table.getName()), columns);
  }
  return tables;
}

const unionMembers = (type: ts.Type): ts.Type[] => (type.isUnion() ? type.types : [type]);

/**
 * Kysely's `ColumnType<S, I, U>` (and so `Generated<S>`) is `{ __select__: S; __insert__: I; ... }`;
 * any other type is its own select and insert type. Unions distribute, as Kysely's own helpers do.
 */
function part(checker: ts.TypeChecker, type: ts.Type, which: '__select__' | '__insert__'): ts.Type[] {
  return unionMembers(type).flatMap((member) => {
    const property = member.getProperty(which);
    return property ? unionMembers(checker.getTypeOfSymbol(property)) : [member];
  });
}

function columnFacts(checker: ts.TypeChecker, type: ts.Type): ColumnFacts {
  const select = part(checker, type, '__select__');
  const kinds = [...new Set(select.filter((t) => !(t.flags & ts.TypeFlags.Null)).map((t) => typeKind(checker, t)))].sort();
  return {
    kinds,
    nullable: select.some((t) => t.flags & ts.TypeFlags.Null),
    optionalOnInsert: part(checker, type, '__insert__').some((t) => t.flags & ts.TypeFlags.Undefined),
    describe: checker.typeToString(type),
  };
}

function typeKind(checker: ts.TypeChecker, type: ts.Type): string {
  const flags = type.flags;
  if (flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return 'unknown';
  if (flags & ts.TypeFlags.Undefined) return 'undefined';
  if (flags & ts.TypeFlags.StringLike) return 'string'; // string, its literals and template literals (unions of allowed values)
  if (flags & ts.TypeFlags.NumberLike) return 'number';
  if (flags & ts.TypeFlags.BooleanLike) return 'boolean';
  if (flags & ts.TypeFlags.BigIntLike) return 'bigint';
  if (checker.isArrayType(type)) {
    const element = checker.getTypeArguments(type as ts.TypeReference)[0];
    return `${element ? [...new Set(unionMembers(element).map((t) => typeKind(checker, t)))].join('|') : 'unknown'}[]`;
  }
  const name = type.getSymbol()?.getName();
  return name === 'Date' || name === 'Buffer' ? name : 'object';
}

// --- the migrated database -------------------------------------------------------------------------

/**
 * A valid text form per column type (by `udt_name`), cast to the type and read back through the
 * driver to learn what JavaScript value a select returns. A type missing here fails the check:
 * add its sample.
 */
const SAMPLES: Record<string, string> = {
  text: 'x',
  varchar: 'x',
  bpchar: 'x',
  citext: 'x',
  uuid: '00000000-0000-4000-8000-000000000000',
  int2: '1',
  int4: '1',
  int8: '1',
  numeric: '1',
  float4: '1',
  float8: '1',
  bool: 'true',
  date: '2026-01-02',
  timestamp: '2026-01-02 03:04:05',
  timestamptz: '2026-01-02T03:04:05Z',
  time: '03:04:05',
  interval: '1 hour',
  json: '{}',
  jsonb: '{}',
  bytea: '\\x00',
  tsvector: 'x',
};

function sampleOf(udtName: string): string | undefined {
  if (!udtName.startsWith('_')) return SAMPLES[udtName];
  const element = SAMPLES[udtName.slice(1)];
  return element === undefined ? undefined : `{"${element.replace(/["\\]/g, '\\$&')}"}`;
}

function valueKind(value: unknown): string {
  if (value instanceof Date) return 'Date';
  if (Buffer.isBuffer(value)) return 'Buffer';
  if (Array.isArray(value)) return `${value.length > 0 ? valueKind(value[0]) : 'unknown'}[]`;
  return typeof value;
}

interface ColumnRow {
  tableName: string;
  columnName: string;
  udtSchema: string;
  udtName: string;
  isNullable: 'YES' | 'NO';
  columnDefault: string | null;
  isIdentity: 'YES' | 'NO';
}

/** Every column of the public schema's tables (Kysely's own migration tables aside). */
export async function readDatabaseTables(db: DB): Promise<Tables> {
  const { rows } = await sql<ColumnRow>`
    select c.table_name, c.column_name, c.udt_schema, c.udt_name, c.is_nullable, c.column_default, c.is_identity
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and c.table_name not like 'kysely\\_%'
    order by c.table_name, c.ordinal_position`.execute(db);

  const kinds = new Map<string, string>();
  for (const udt of new Set(rows.map((row) => `${row.udtSchema}.${row.udtName}`))) {
    const sample = sampleOf(udt.slice(udt.indexOf('.') + 1));
    if (sample === undefined) {
      kinds.set(udt, `no sample for ${udt}: add one to SAMPLES in test/helpers/schema-drift.ts`);
      continue;
    }
    const [schema, name] = udt.split('.') as [string, string];
    const { rows: read } = await sql<{ value: unknown }>`select cast(${sample}::text as ${sql.id(schema, name)}) as value`.execute(db);
    kinds.set(udt, valueKind(read[0]?.value));
  }

  const tables: Tables = new Map();
  for (const row of rows) {
    const columns = tables.get(row.tableName) ?? new Map<string, ColumnFacts>();
    tables.set(row.tableName, columns);
    const udtName = row.udtName.startsWith('_') ? `${row.udtName.slice(1)}[]` : row.udtName;
    columns.set(row.columnName, {
      kinds: [/^_?jsonb?$/.test(row.udtName) ? 'json' : kinds.get(`${row.udtSchema}.${row.udtName}`)!],
      nullable: row.isNullable === 'YES',
      optionalOnInsert: row.columnDefault !== null || row.isIdentity === 'YES',
      describe: row.columnDefault === null ? udtName : `${udtName} default ${row.columnDefault}`,
    });
  }
  return tables;
}

// --- the comparison --------------------------------------------------------------------------------

/** json and jsonb come back parsed: any JSON shape may be declared, but not Date, Buffer or bigint. */
const JSON_KINDS = new Set(['unknown', 'object', 'string', 'number', 'boolean']);

function typesAgree(declared: string[], returned: string): boolean {
  if (returned === 'json') return declared.every((kind) => JSON_KINDS.has(kind) || kind.endsWith('[]'));
  return declared.length === 1 && declared[0] === returned;
}

/** Each difference as one line naming `table.column` and what differs; empty when they agree. */
export function schemaDrift(schema: Tables, database: Tables): string[] {
  const drift: string[] = [];
  for (const table of schema.keys()) {
    if (!database.has(table)) drift.push(`${table}: in schema.ts (Database.${names.camel(table)}) but no such table in the database`);
  }
  for (const [table, columns] of database) {
    const declared = schema.get(table);
    if (!declared) {
      drift.push(`${table}: table in the database but missing from Database in schema.ts (${names.camel(table)})`);
      continue;
    }
    for (const column of declared.keys()) {
      if (!columns.has(column)) drift.push(`${table}.${column}: property ${names.camel(column)} in schema.ts but no such column in the database`);
    }
    for (const [column, actual] of columns) {
      const typed = declared.get(column);
      const at = `${table}.${column}`;
      if (!typed) {
        drift.push(`${at}: column in the database (${actual.describe}) but no property ${names.camel(column)} in schema.ts`);
        continue;
      }
      const returned = actual.kinds[0]!;
      if (!typesAgree(typed.kinds, returned)) {
        drift.push(`${at}: type: schema.ts selects ${typed.kinds.join(' | ')}, the driver returns ${returned} (${actual.describe})`);
      }
      if (typed.nullable !== actual.nullable) {
        drift.push(
          typed.nullable
            ? `${at}: nullability: schema.ts admits null, the column is NOT NULL`
            : `${at}: nullability: the column is nullable, schema.ts does not admit null`,
        );
      }
      // A nullable column may always be left out of an insert: Kysely makes it optional.
      if (!actual.nullable && typed.optionalOnInsert !== actual.optionalOnInsert) {
        drift.push(
          typed.optionalOnInsert
            ? `${at}: insert: schema.ts lets an insert leave it out (Generated<> or undefined), the column is NOT NULL without a default`
            : `${at}: insert: the column has a default (${actual.describe}), schema.ts requires it on insert (use Generated<>)`,
        );
      }
    }
  }
  return drift;
}
