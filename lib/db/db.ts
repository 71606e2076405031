import type { EntityManager, MikroORM, Options } from '@mikro-orm/core'
import { DriverException, TableExistsException } from '@mikro-orm/core'
import { BINDING, type ModelBinding } from '../model/binding.ts'
import type { Model } from '../model/model.ts'
import type { ModelMeta } from '../model/model-meta.ts'
import { resolveRelationships } from '../model/resolve-relationships.ts'
import { NotCreated, TableExists, UnknownModel } from '../errors.ts'
import { Reader } from '../read/reader.ts'
import { Writer } from '../write/writer.ts'
import { buildPlan } from '../serialize/plan.ts'
import type { SerialOverrides } from '../serialize/serial-settings.ts'
import { postgresRunner, sqliteRunner, type SqlRunner, type StatementCounter } from '../read/runner.ts'
import { docTables, type DocTables } from '../docs/doc-tables.ts'
import { entitySchemaOf } from './entity-schema.ts'
import { loadDriver } from './load-driver.ts'
import { parseUri, type Dialect, type ParsedUri } from './uri.ts'
import { WriteGate } from './write-gate.ts'

export interface DBOptions {
  /** The record types this database holds. */
  models: ReadonlyArray<typeof Model>
  /** The base record class; the library's `Model` unless a project substitutes its own. */
  modelClass?: typeof Model
  /** Keep existing tables (true) or fail when one exists (false). */
  checkfirst?: boolean
  /** Log every SQL statement. */
  echo?: boolean
  /** Where `echo` writes; `console.log` by default. */
  log?: (line: string) => void
  /**
   * SQLite: `'full'` (the default) syncs the write-ahead log at every commit, so an acknowledged
   * write survives a power loss; `'normal'` syncs at checkpoints only (faster, may lose the last
   * commits on power loss, never corrupts). bench/RESULTS.md gives the cost.
   */
  synchronous?: 'full' | 'normal'
  /** How long a write waits for another to finish (SQLite's one writer) before it is answered 503; ms, default 5000. */
  busyTimeout?: number
  /** PostgreSQL: a statement running longer is cancelled and answered 503; ms, default 10000 (0: no limit). */
  statementTimeout?: number
}

const DEFAULT_BUSY_TIMEOUT_MS = 5_000
const DEFAULT_STATEMENT_TIMEOUT_MS = 10_000

/** A database connection for a set of record types: `new DB(uri, { models })`, then `createAll()`. */
export class DB implements ModelBinding {
  readonly uri: ParsedUri
  readonly dialect: Dialect
  readonly checkfirst: boolean
  readonly echo: boolean
  readonly Model: typeof Model | undefined
  private readonly classes = new Map<string, typeof Model>()
  private readonly options: DBOptions
  private state?: { orm: MikroORM, session: EntityManager, reader: Reader, writer: Writer, gate: WriteGate, closeReader: () => void }

  constructor (config: string, options: DBOptions) {
    this.uri = parseUri(config)
    this.dialect = this.uri.dialect
    this.options = options
    this.checkfirst = options.checkfirst ?? true
    this.echo = options.echo ?? false
    this.Model = options.modelClass
    const metas = new Map<string, ModelMeta>()
    for (const cls of options.models) {
      this.classes.set(cls.meta.name, cls)
      metas.set(cls.meta.name, cls.meta)
    }
    for (const cls of options.models) cls.meta.relationships = resolveRelationships(cls.meta, metas)
    if (options.modelClass !== undefined) for (const cls of options.models) substituteBase(cls, options.modelClass)
  }

  /** Connects, creates the tables that are new (all of them, with checkfirst false), opens `session`. */
  async createAll (): Promise<void> {
    const orm = await this.connect()
    try {
      if (this.checkfirst) await orm.schema.update({ safe: true, dropTables: false } as never)
      else await orm.schema.create()
    } catch (error) {
      this.state?.closeReader()
      this.state = undefined // no session on a closed connection
      await orm.close()
      if (error instanceof TableExistsException) throw new TableExists(existingTable(error.message), { cause: error })
      throw error
    }
    for (const cls of this.classes.values()) cls[BINDING] = this
  }

  private async connect (): Promise<MikroORM> {
    const classByTable = new Map([...this.classes.values()].map(cls => [cls.meta.tableName, cls]))
    const entities = [...this.classes.values()].map(cls => entitySchemaOf(cls, this.dialect, classByTable))
    const log = this.options.log ?? console.log
    const common: Partial<Options> = {
      entities,
      debug: this.echo ? ['query', 'query-params'] : false,
      logger: (line: string) => log(line),
      colors: false,
      ensureDatabase: false
    }
    const busyTimeout = this.options.busyTimeout ?? DEFAULT_BUSY_TIMEOUT_MS
    let orm: MikroORM
    let reader: Reader
    let writeRunner: SqlRunner
    let closeReader = (): void => {}
    const gate = new WriteGate(this.dialect === 'sqlite', busyTimeout)
    if (this.dialect === 'sqlite') {
      const { MikroORM } = await loadDriver('sqlite')
      orm = await MikroORM.init({ ...common, dbName: this.uri.dbName } as never)
      const native = await (orm.em.getConnection() as unknown as { getNativeClient: () => Promise<SqliteNative> }).getNativeClient()
      native.pragma('foreign_keys = ON')
      native.pragma('case_sensitive_like = ON')
      native.pragma(`busy_timeout = ${busyTimeout}`)
      const counter: StatementCounter = { executed: 0 }
      writeRunner = sqliteRunner(native, counter)
      if (this.uri.dbName === ':memory:') {
        // One connection holds the whole database: reads wait while a transaction is open on it.
        reader = new Reader(afterTransactions(writeRunner, gate))
      } else {
        native.pragma('journal_mode = WAL')
        // Set on every open: SQLite's build here defaults a database already in WAL mode to NORMAL.
        native.pragma(`synchronous = ${this.options.synchronous ?? 'full'}`)
        // Reads on a connection of their own see only committed data (WAL), whatever a
        // transaction on the write connection is doing, and never wait for it.
        const Database = native.constructor as new (file: string, options: { readonly: boolean, fileMustExist: boolean }) => SqliteNative
        const readConnection = new Database(this.uri.dbName as string, { readonly: true, fileMustExist: true })
        readConnection.pragma('case_sensitive_like = ON')
        readConnection.pragma(`busy_timeout = ${busyTimeout}`)
        reader = new Reader(sqliteRunner(readConnection, counter))
        closeReader = () => readConnection.close()
      }
    } else {
      const { MikroORM } = await loadDriver('postgresql')
      const timeout = this.options.statementTimeout ?? DEFAULT_STATEMENT_TIMEOUT_MS
      // statement_timeout is set by pg on each new connection: a runaway statement is cancelled by
      // the server (57014, answered 503) and its connection goes back to the pool.
      const driverOptions = {
        onPoolCreated: releaseDeadClients,
        connectionTimeoutMillis: POOL_WAIT_MS,
        ...(timeout > 0 ? { statement_timeout: timeout } : {})
      }
      orm = await MikroORM.init({ ...common, clientUrl: this.uri.clientUrl, driverOptions } as never)
      const pool = await (orm.em.getConnection() as unknown as { getNativeClient: () => Promise<never> }).getNativeClient()
      reader = new Reader(postgresRunner(pool))
      writeRunner = reader.runner
    }
    const driver = orm.em.getDriver()
    // Native errors become MikroORM's exception classes where it knows them, as its own writes do.
    const convert = (error: unknown): unknown => {
      if (!(error instanceof Error) || error instanceof DriverException) return error
      const converted = driver.convertException(error)
      return converted.constructor === DriverException ? error : converted
    }
    this.state = { orm, session: orm.em.fork(), reader, writer: new Writer(reader, writeRunner, convert), gate, closeReader }
    return orm
  }

  private get ready (): NonNullable<DB['state']> {
    if (this.state === undefined) throw new NotCreated()
    return this.state
  }

  /** The MikroORM instance. */
  get orm (): MikroORM { return this.ready.orm }

  /** The session the model layer's `save()` and `delete()` use. */
  get session (): EntityManager { return this.ready.session }

  /** The driver-level reader behind every GET. */
  get reader (): Reader { return this.ready.reader }

  /** The driver-level single-statement writer behind writes that need no transaction hook. */
  get writer (): Writer { return this.ready.writer }

  /**
   * Runs a write as the only writer (SQLite has one write connection; on PostgreSQL it runs at
   * once). `transaction` marks work that keeps a transaction open across awaits. A write that
   * waits longer than `busyTimeout` is refused with a 503 error.
   */
  async exclusive<T> (work: () => Promise<T>, transaction = false): Promise<T> {
    return await this.ready.gate.run(work, transaction)
  }

  /** A fresh EntityManager for one unit of work (one per request). */
  fork (): EntityManager { return this.ready.orm.em.fork() }

  /** The record type of that name. */
  modelClass (name: string): typeof Model {
    const cls = this.classes.get(name)
    if (cls === undefined) throw new UnknownModel(name)
    return cls
  }

  get models (): Array<typeof Model> {
    return [...this.classes.values()]
  }

  /**
   * Loads the relationships that records' serial plan follows (one query per relationship and
   * level), so that `toDict()` and `serialize()` include them: the model layer's way to read
   * "Author with its books" the way a GET does.
   */
  async loadRelations (records: Model | readonly Model[], options: SerialOverrides = {}): Promise<void> {
    const list = Array.isArray(records) ? records as readonly Model[] : [records as Model]
    if (list.length === 0) return
    const cls = list[0].constructor as typeof Model
    const plan = buildPlan(cls.meta, { ...options, settings: meta => this.modelClass(meta.name) })
    await this.reader.loadRelations(plan, list as unknown as Array<Record<string, unknown>>)
  }

  /** The contract's document dictionary of every record type. */
  docTables (options: { toCamelCase?: boolean } = {}): DocTables {
    return docTables(this.models.map(cls => cls.meta), options.toCamelCase ?? false)
  }

  async close (): Promise<void> {
    const state = this.state
    this.state = undefined
    for (const cls of this.classes.values()) if (cls[BINDING] === this) cls[BINDING] = undefined
    state?.closeReader()
    await state?.orm.close()
  }
}

/** The table named in the driver's "already exists" message (SQLite and PostgreSQL word it differently). */
function existingTable (message: string): string {
  return /(?:table|relation) [`"]?([^`"\s]+)[`"]? already exists/i.exec(message)?.[1] ?? message
}

/**
 * The contract's `model_class`: record types of this DB get the substituted base's methods
 * (it must extend Model), as if they had been declared on it.
 */
function substituteBase (cls: typeof Model, base: typeof Model): void {
  if (cls.prototype instanceof base) return
  const current = Object.getPrototypeOf(cls) as typeof Model
  if (!(base.prototype instanceof current) && base !== current) {
    throw new TypeError(`modelClass ${base.name} must extend ${current.name}`)
  }
  Object.setPrototypeOf(cls, base)
  Object.setPrototypeOf(cls.prototype, base.prototype)
}

/** How long a request waits for a pooled PostgreSQL connection before it is answered 503. */
const POOL_WAIT_MS = 10_000

interface PgClient {
  release?: (error?: Error) => void
  once: (event: 'end', listener: () => void) => void
}

/**
 * Gives a pooled PostgreSQL connection back to the pool when the server drops it while it is
 * checked out. A transaction's connection is released only by a successful commit or rollback
 * (Kysely), and neither can succeed on a dead connection: without this every terminated
 * connection stayed checked out for good, until the pool had none left and every request (and
 * `close()`) waited forever. Later releases of the same connection become no-ops.
 */
function releaseDeadClients (pool: { on: (event: 'connect', listener: (client: PgClient) => void) => void }): void {
  pool.on('connect', client => {
    client.once('end', () => {
      const release = client.release
      client.release = () => {}
      try {
        release?.(new Error('The connection ended'))
      } catch {
        // It was idle, so already released: the pool drops an idle connection by itself.
      }
    })
  })
}

interface SqliteNative {
  pragma: (source: string) => unknown
  prepare: (sql: string) => never
  close: () => void
}

/** A runner on the write connection whose reads wait until no transaction is open on it. */
function afterTransactions (runner: SqlRunner, gate: WriteGate): SqlRunner {
  return {
    dialect: runner.dialect,
    get executed () { return runner.executed },
    get prepared () { return runner.prepared },
    rows (sql, params, bigints) {
      if (!gate.inTransaction) return runner.rows(sql, params, bigints)
      return gate.transactionsDone().then(() => runner.rows(sql, params, bigints))
    }
  }
}
