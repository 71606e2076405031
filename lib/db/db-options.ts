import type { ConnectionOptions } from 'node:tls'
import type { ModelType } from '../model/model.ts'
import type { SearchedEntry } from '../model/search-fields.ts'
import { BadDbOption } from '../errors.ts'
import { checkSpec, type OptionKind } from '../options-check.ts'
import type { Dialect } from './uri.ts'

export interface DBOptions {
  /** The record types this database holds. */
  models: ReadonlyArray<ModelType>
  /** The base record class; the library's `Model` unless a project substitutes its own. */
  modelClass?: ModelType | undefined
  /** Keep existing tables (true) or fail when one exists (false). */
  checkfirst?: boolean | undefined
  /** Log every SQL statement. */
  echo?: boolean | undefined
  /** Where `echo` writes; `console.log` by default. */
  log?: ((line: string) => void) | undefined
  /**
   * SQLite: `'full'` (the default) syncs the write-ahead log at every commit, so an acknowledged
   * write survives a power loss; `'normal'` syncs at checkpoints only (faster, may lose the last
   * commits on power loss, never corrupts). bench/RESULTS.md gives the cost.
   */
  synchronous?: 'full' | 'normal' | undefined
  /** How long a write waits for another to finish (SQLite's one writer) before it is answered 503; ms, default 5000. */
  busyTimeout?: number | undefined
  /**
   * PostgreSQL: a statement running longer is cancelled and answered 503; ms, default 10000
   * (0: no limit). Sent when each connection opens, which PgBouncer refuses: with
   * `preparedStatements: false` the default is 0, and the timeout is the role's or database's
   * setting (docs/replicas-and-poolers.md).
   */
  statementTimeout?: number | undefined
  /**
   * The time budget of a read that can be costly (through a relationship, a `where` group, a LIKE pattern: lib/read/costly.ts):
   * past it the read is stopped and answered 503 FMR_ERR_QUERY_TIMEOUT; ms, default 2000. On
   * PostgreSQL it is the read's statement_timeout; on a SQLite file such reads run in a helper
   * process killed at the budget (docs/query-language.md#cost-and-time-budget).
   */
  readTimeout?: number | undefined
  /**
   * The resource classes the API serves, read for their `static search` (extensions §13): a
   * resource's search fields make its type's index, created by createAll() and by migrations as a
   * model's `search` is. Only needed for resources that declare `static search`.
   */
  resources?: readonly SearchedEntry[] | undefined
  /** PostgreSQL's text-search configuration of the search indexes (a model's `searchLanguage` wins); default `simple`. */
  searchLanguage?: string | undefined
  /**
   * PostgreSQL: false runs the read path's statements unnamed, as a pooler in transaction mode
   * (PgBouncer) needs, on every server. Without it each server's URL says it for that server
   * (`?preparedStatements=false`), a replica's URL that says nothing as the primary's; default true.
   */
  preparedStatements?: boolean | undefined
  /**
   * PostgreSQL read replicas' URLs: collection and single-record GETs read on them in turn;
   * writes, hooks' reads and the answer of a write stay on the primary.
   */
  replicas?: readonly string[] | undefined
  /** After a write, that client's GETs read on the primary for this long; ms, default 2000 (0: never). */
  pinAfterWrite?: number | undefined
  /** PostgreSQL: connections this process opens at most to the primary, and to each replica; default 10. */
  poolSize?: number | undefined
  /** The folder of migration files (`db.migrations`), from the working directory; default `./migrations/sqlite` or `./migrations/postgresql`, by the URL's kind (a file holds one kind's SQL). */
  migrationsPath?: string | undefined
  /**
   * The secret that signs collection cursors (extensions §3), text or bytes, at least 16 bytes;
   * the plugin's `cursorKey` wins. Without either, each process draws a random one: give every
   * process of one API the same key, or a cursor from one is refused by another.
   */
  cursorKey?: string | Uint8Array | undefined
  /**
   * PostgreSQL: createAll() creates the database when it does not exist; default false, so a
   * mistyped name is FMR_ERR_DATABASE_MISSING rather than an empty database (decisions §6).
   */
  createDatabase?: boolean | undefined
  /**
   * PostgreSQL: TLS as node-postgres takes it (`true`: verified against the system's CAs, as
   * sslmode=verify-full; node's TLS options, e.g. `{ ca }` held in memory), for the primary and
   * every replica. The URL's `sslmode` says the same in libpq's words; give one or the other.
   */
  ssl?: boolean | ConnectionOptions | undefined
  /**
   * The record types whose changes are written to the change events' outbox (docs/change-events.md):
   * createAll() creates the outbox table and these types' triggers when missing, and a migration
   * written by db.migrations.create() (migration:create) creates those the database lacks. The
   * collections with `events = true` name these types.
   */
  events?: ReadonlyArray<ModelType> | undefined
}

export const DEFAULT_BUSY_TIMEOUT_MS = 5_000
export const DEFAULT_STATEMENT_TIMEOUT_MS = 10_000
export const DEFAULT_PIN_AFTER_WRITE_MS = 2_000
export const DEFAULT_POOL_SIZE = 10
export const DEFAULT_READ_TIMEOUT_MS = 2_000

/** Every option of new DB() and its value's kind: a key not here is refused (JavaScript has no compiler to catch a typo). */
const DB_OPTIONS = {
  models: 'list',
  modelClass: 'function',
  checkfirst: 'switch',
  echo: 'switch',
  log: 'function',
  synchronous: ['full', 'normal'],
  busyTimeout: 'ms',
  statementTimeout: 'ms',
  readTimeout: 'unchecked', // at least 1: below
  resources: 'list',
  searchLanguage: 'str',
  preparedStatements: 'switch',
  replicas: 'list',
  pinAfterWrite: 'ms',
  poolSize: 'unchecked', // at least 1: below
  migrationsPath: 'str',
  cursorKey: 'unchecked', // text or bytes: its length is checked where the key is made
  createDatabase: 'switch',
  ssl: 'unchecked', // true, false or node's TLS options
  events: 'list'
} as const satisfies Record<keyof DBOptions, OptionKind>

/** Options that cannot work are refused at construction, not at the first query. */
export function checkOptions (dialect: Dialect, options: DBOptions): void {
  if (typeof options !== 'object' || options === null) throw new BadDbOption(`new DB(uri, options) takes an object of options ({ models: [...] }), not ${String(options)}`)
  checkSpec(options, DB_OPTIONS, { owner: 'new DB()' }, message => new BadDbOption(message))
  if (options.models === undefined) throw new BadDbOption('new DB() needs the option models: the record types (defineModel()) it holds')
  checkReplicas(dialect, options.replicas ?? [])
  if (dialect !== 'postgresql' && options.ssl !== undefined) throw new BadDbOption('ssl is TLS to a PostgreSQL server: a SQLite database has no connection to encrypt')
  if (options.poolSize !== undefined && !(Number.isInteger(options.poolSize) && options.poolSize >= 1)) {
    throw new BadDbOption(`poolSize is a whole number of connections, at least 1, not ${String(options.poolSize)}`)
  }
  if (options.readTimeout !== undefined && !(Number.isInteger(options.readTimeout) && options.readTimeout >= 1)) {
    throw new BadDbOption(`readTimeout is a whole number of milliseconds, at least 1, not ${String(options.readTimeout)}`)
  }
}

/** Replicas are PostgreSQL servers of a PostgreSQL primary. */
function checkReplicas (dialect: Dialect, urls: readonly string[]): void {
  if (urls.length === 0) return
  if (dialect !== 'postgresql') throw new BadDbOption('replicas are PostgreSQL streaming replicas: a SQLite database has none')
  for (const url of urls) {
    if (!/^postgres(ql)?:\/\//.test(url)) throw new BadDbOption(`the replica ${url.replace(/\/\/[^@/]*@/, '//')} is not a postgresql:// URL`)
  }
}
