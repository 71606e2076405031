import type { EntityManager, MikroORM, Options } from '@mikro-orm/core'
import { DriverException, TableExistsException } from '@mikro-orm/core'
import { BINDING, EXPLAIN_FAILURE, type ModelBinding } from '../model/binding.ts'
import type { Model , ModelType } from '../model/model.ts'
import type { ModelMeta } from '../model/model-meta.ts'
import type { ColumnOf } from '../model/field-names.ts'
import { resolveRelationships } from '../model/resolve-relationships.ts'
import { joinModels } from '../model/join-model.ts'
import { sameFacts } from '../model/same-facts.ts'
import { BadModelClass, BatchCostlyRead, DatabaseUnavailable, NotCreated, TableExists, UnknownModel } from '../errors.ts'
import { Reader } from '../read/reader.ts'
import { findRows } from '../read/find.ts'
import { kCursorKey, kInScope, kListenUrl, kMeta, kOutbox, kReader, kReadFor, kWriter, kWrote } from '../symbols.ts'
import { Outbox } from './outbox.ts'
import { OUTBOX, OUTBOX_STATE } from './outbox-sql.ts'
import { Writer } from '../write/writer.ts'
import { buildPlan } from '../serialize/plan.ts'
import type { SerialOverrides } from '../serialize/serial-settings.ts'
import { docTables, type DocTables } from '../docs/doc-tables.ts'
import { entitySchemaOf } from './entity-schema.ts'
import type { Connection } from './connection.ts'
import { connectPostgres } from './connect-postgres.ts'
import { connectSqlite } from './connect-sqlite.ts'
import { conflictOf, type FailedWrite, type RowLookup } from './explain-conflict.ts'
import { sequenceBehind } from './sync-sequence.ts'
import { parseUri, type Dialect, type ParsedUri } from './uri.ts'
import { WriteGate } from './write-gate.ts'
import { abortingRunner, runInScope, savepointRunner, ScopeAborted, scopeOf, type TransactionScope } from './transaction-scope.ts'
import { transactionRunner } from '../read/transaction-reader.ts'
import { movedStatement, withCostly } from '../read/runner.ts'
import { checkOptions, DEFAULT_BUSY_TIMEOUT_MS, DEFAULT_PIN_AFTER_WRITE_MS, DEFAULT_POOL_SIZE, DEFAULT_READ_TIMEOUT_MS, type DBOptions } from './db-options.ts'
import { ReadRouter, type PingResult, type ReadCounts } from './read-router.ts'
import { createTables } from './create-missing.ts'
import { createSearchIndexes, searchTableNames } from './search-index.ts'
import { resourceSearchPaths, searchIndexOf } from '../model/search-fields.ts'
import { Migrations } from './migrations.ts'
import { migratorOptions } from './migrator.ts'
import { compareSchema, driftOf, type TableDrift } from './schema-drift.ts'
import { storedDateTimeDrift } from './stored-date-times.ts'
import { postgresServers, type PostgresServers } from './postgres-servers.ts'
import { narrowTimeoutSql } from './statement-timeout.ts'


/** A scope's runner's way with reads more than plain on SQLite (see kInScope). */
async function refuseCostly (): Promise<never> {
  throw new BatchCostlyRead()
}

/** A database connection for a set of record types: `new DB(uri, { models })`, then `createAll()`. */
export class DB implements ModelBinding {
  readonly uri: ParsedUri
  readonly dialect: Dialect
  readonly checkfirst: boolean
  readonly echo: boolean
  readonly Model: ModelType | undefined
  private readonly classes = new Map<string, ModelType>()
  private readonly options: DBOptions
  /** The read replicas' URLs, as given (`ping()` tells which answer). */
  readonly replicaUrls: readonly string[]
  /** PostgreSQL: the primary's and each replica's URL, TLS and parameters, read at construction. */
  private readonly servers?: PostgresServers
  private state?: {
    orm: MikroORM, session: EntityManager, reader: Reader, router: ReadRouter, writer: Writer, gate: WriteGate, closeReader: () => void,
    convert: (error: unknown) => unknown, transactionRunner?: Connection['transactionRunner']
  }

  constructor (config: string, options: DBOptions) {
    this.uri = parseUri(config)
    this.dialect = this.uri.dialect
    checkOptions(this.dialect, options)
    this.options = options
    this.checkfirst = options.checkfirst ?? true
    this.echo = options.echo ?? false
    this.Model = options.modelClass
    this.replicaUrls = [...options.replicas ?? []]
    if (this.dialect === 'postgresql') this.servers = postgresServers(config, this.replicaUrls, options)
    const metas = new Map<string, ModelMeta>()
    const joins = joinModels(options.models)
    for (const cls of [...options.models, ...new Set(joins.values())]) {
      this.classes.set(cls[kMeta].name, cls)
      metas.set(cls[kMeta].name, cls[kMeta])
    }
    const joinMetas = new Map([...joins].map(([def, cls]) => [def, cls[kMeta]]))
    // Relationships (their terms of order, their links) and search indexes: 4 levels of facts.
    for (const cls of options.models) {
      const meta = cls[kMeta]
      const relationships = resolveRelationships(meta, metas, joinMetas)
      if (!sameFacts(meta.relationships, relationships, 4)) meta.relationships = relationships
    }
    const searched = resourceSearchPaths(metas, options.resources ?? [])
    for (const cls of options.models) {
      const meta = cls[kMeta]
      const search = searchIndexOf(meta, options.searchLanguage, searched.get(meta.name) ?? [])
      // A DB made without the resources (a script's, a test's) names no index: it unmakes none.
      if (search !== undefined && !sameFacts(meta.search, search, 4)) meta.search = search
    }
    if (options.modelClass !== undefined) for (const cls of this.classes.values()) substituteBase(cls, options.modelClass)
  }

  /** Connects, creates the tables that are new (all of them, with checkfirst false), opens `session`. */
  async createAll (): Promise<void> {
    const orm = await this.connect()
    try {
      await createTables(orm, { checkfirst: this.checkfirst, log: this.options.log ?? console.log, migrations: this.migrations })
      await this.exclusive(async () => await createSearchIndexes(orm, this.metas, this.dialect, this.options.log ?? console.log), true)
      if (this.eventMetas.length > 0) await this[kOutbox].install(this.eventMetas)
    } catch (error) {
      this.state?.closeReader()
      this.state = undefined // no session on a closed connection
      await orm.close()
      if (!this.checkfirst && error instanceof TableExistsException) throw new TableExists(existingTable(error.message), { cause: error })
      throw error
    }
    for (const cls of this.classes.values()) cls[BINDING] = this
  }

  private async connect (): Promise<MikroORM> {
    const classByTable = new Map([...this.classes.values()].map(cls => [cls[kMeta].tableName, cls]))
    const entities = [...this.classes.values()].map(cls => entitySchemaOf(cls, this.dialect, classByTable))
    const log = this.options.log ?? console.log
    const common: Partial<Options> = {
      entities,
      debug: this.echo ? ['query', 'query-params'] : false,
      logger: (line: string) => log(line),
      colors: false,
      ensureDatabase: false,
      ...migratorOptions(this.dialect, this.options.migrationsPath),
      // The change events' outbox (lib/db/outbox-sql.ts) and the search indexes (search-index.ts)
      // are kept by their own tables and triggers, no model's: neither drift nor a migration to drop.
      schemaGenerator: { ignoreTriggers: true, skipTables: [OUTBOX, OUTBOX_STATE, ...[...this.classes.values()].flatMap(cls => searchTableNames(cls[kMeta]))] }
    }
    const busyTimeout = this.options.busyTimeout ?? DEFAULT_BUSY_TIMEOUT_MS
    const gate = new WriteGate(this.dialect === 'sqlite', busyTimeout)
    const readTimeout = this.options.readTimeout ?? DEFAULT_READ_TIMEOUT_MS
    const { orm, reader, writeRunner, replicas = [], closeReader, transactionRunner: clientRunner } = this.servers === undefined
      ? await connectSqlite(common, { dbName: this.uri.dbName as string, busyTimeout, synchronous: this.options.synchronous ?? 'full', readTimeout }, gate)
      : await connectPostgres(common, {
        ...this.servers.primary,
        server: this.servers.name,
        createDatabase: this.options.createDatabase ?? false,
        replicas: this.servers.replicas,
        poolSize: this.options.poolSize ?? DEFAULT_POOL_SIZE,
        readTimeout
      })
    const driver = orm.em.getDriver()
    // Native errors become MikroORM's exception classes where it knows them, as its own writes do.
    const convert = (error: unknown): unknown => {
      if (!(error instanceof Error) || error instanceof DriverException) return error
      const converted = driver.convertException(error)
      return converted.constructor === DriverException ? error : converted
    }
    const router = new ReadRouter(reader, replicas, this.options.pinAfterWrite ?? DEFAULT_PIN_AFTER_WRITE_MS)
    this.state = { orm, session: orm.em.fork(), reader, router, writer: new Writer(reader, writeRunner, convert), gate, closeReader, convert, transactionRunner: clientRunner }
    return orm
  }

  private get ready (): NonNullable<DB['state']> {
    if (this.state === undefined) throw new NotCreated()
    return this.state
  }

  /** The outbox of change events (internal: plugin/events). */
  get [kOutbox] (): Outbox { return new Outbox(this.ready.orm, this.dialect, work => this.exclusive(work, true)) }

  /**
   * PostgreSQL: the primary's URL and TLS, for a connection of its own that LISTENs (internal).
   * None behind a pooler in transaction mode (declared by `preparedStatements: false`): there a
   * LISTEN is accepted, then lost with the server connection it ran on.
   */
  get [kListenUrl] (): { url: string, ssl: unknown } | undefined {
    const primary = this.servers?.primary
    return primary === undefined || !primary.preparedStatements ? undefined : { url: primary.clientUrl, ssl: primary.tls.ssl }
  }

  /** The MikroORM instance. */
  get orm (): MikroORM { return this.ready.orm }

  /** Schema changes after the first start: create, apply, revert and list migrations (docs/models.md). */
  get migrations (): Migrations {
    return new Migrations(this.ready.orm, this.dialect, work => this.exclusive(work, true), { metas: this.metas, log: this.options.log ?? console.log },
      this.eventMetas.length > 0 ? async made => await this[kOutbox].migration(this.eventMetas, made) : undefined)
  }

  /** The record types whose changes go to the change events' outbox (the `events` option). */
  private get eventMetas (): ModelMeta[] { return [...new Set(this.options.events ?? [])].map(cls => cls[kMeta]) }

  private get metas (): ModelMeta[] { return [...this.classes.values()].map(cls => cls[kMeta]) }

  /** Whether createAll() has connected (and close() not yet closed). */
  get created (): boolean { return this.state !== undefined }

  /**
   * The models' tables that the database lacks or holds in another shape, each with its
   * differences (a missing or extra column, a type, nullability, a default, an index, a foreign
   * key); none when they match. What the plugin checks when it is registered (decisions §6).
   */
  async schemaDrift (): Promise<TableDrift[]> {
    const drift = driftOf(await compareSchema(this.ready.orm))
    if (this.dialect !== 'sqlite') return drift
    const connection = this.ready.orm.em.getConnection()
    const stored = await storedDateTimeDrift(this.metas, async sql => await connection.execute(sql, [], 'all'))
    for (const table of stored) {
      const known = drift.find(found => found.table === table.table)
      if (known === undefined) drift.push(table)
      else known.differences.push(...table.differences)
    }
    return drift
  }

  /** The session the model layer's `save()` and `delete()` use. */
  get session (): EntityManager { return this.ready.session }

  /** The primary's driver-level reader (internal): writes' reads, hooks' `find()`, GETs without replicas. */
  get [kReader] (): Reader { return scopeOf(this)?.reader ?? this.ready.reader }
  get [kCursorKey] (): string | Uint8Array | undefined { return this.options.cursorKey }

  /**
   * The reader of a GET by `client` (internal): a replica in turn, or the primary when there is
   * none, none answers, or the client wrote within `pinAfterWrite`.
   */
  [kReadFor] (client: string, cookie?: string): Reader { return scopeOf(this)?.reader ?? this.ready.router.readerFor(client, cookie) }

  /**
   * `client`'s write committed (internal): its next GETs read on the primary for `pinAfterWrite`.
   * Returns the Set-Cookie value that pins it in every process (ReadRouter.wrote), where there are replicas.
   */
  [kWrote] (client: string): string | undefined { return this.ready.router.wrote(client) }

  /**
   * Runs `select 1` on the primary and on each replica: what a readiness check asks. A replica
   * that answers again is used at once, before its retry time is up.
   */
  async ping (): Promise<PingResult> { return await this.ready.router.ping() }

  /** Statements each replica answered, which are left out now, and GET statements that fell back to the primary. */
  readCounts (): ReadCounts { return this.ready.router.counts() }

  /** The driver-level single-statement writer behind writes that need no transaction hook (internal). */
  get [kWriter] (): Writer { return scopeOf(this)?.writer ?? this.ready.writer }

  /**
   * The records of `model` whose fields equal every value given (`null`: is null), committed
   * data only, in primary-key order, as plain objects keyed by property: how a hook reads,
   * e.g. `await db.find(Order, { id, ownerId: caller }, { limit: 1 })`. A value its column
   * cannot hold (`id: 'x'`) matches nothing; an unknown field is an FMR_ERR_BAD_QUERY error.
   */
  async find<M extends ModelType> (model: M, fields: Partial<Record<ColumnOf<M>, unknown>>, options: { limit?: number } = {}): Promise<Array<Record<string, unknown>>> {
    return await findRows(this[kReader], model[kMeta], fields, options.limit)
  }

  /** Whether a record of `model` has every value given (see `find`): "does this order belong to the caller?" */
  async exists<M extends ModelType> (model: M, fields: Partial<Record<ColumnOf<M>, unknown>>): Promise<boolean> {
    return (await this.find(model, fields, { limit: 1 })).length > 0
  }

  /**
   * Runs a write as the only writer (SQLite has one write connection; on PostgreSQL it runs at
   * once). `transaction` marks work that keeps a transaction open across awaits. A write that
   * waits longer than `busyTimeout` is refused with a 503 error.
   */
  async exclusive<T> (work: () => Promise<T>, transaction = false): Promise<T> {
    // Inside a scope the gate is the scope's already, held for its whole transaction.
    if (scopeOf(this) !== undefined) return await work()
    return await this.ready.gate.run(work, transaction)
  }

  /**
   * Runs `work` in one transaction, as the only writer, that every read and write of this DB made
   * in its async context joins (internal: a batch of requests, see TransactionScope). Returns
   * what `work` returns once committed; an error rolls everything back.
   * On PostgreSQL a failed statement aborts the transaction, and explaining the failure (a 409
   * naming the column) needs reads in it: with `savepoints` each write statement is its own
   * savepoint (two more round trips each); without, a failed write statement makes this throw
   * ScopeAborted once rolled back, for the caller to run the work again with savepoints.
   */
  async [kInScope]<T> (work: (em: EntityManager) => Promise<T>, savepoints = false, timeoutMs?: number): Promise<T> {
    const state = this.ready
    let aborted = false
    let settled = false
    try {
      return await this.exclusive(async () => await state.orm.em.fork().transactional(async em => {
        // A hook still running once the transaction is over (past a batch's time bound) and
        // flushing an EntityManager of it is refused with the catalogued 503, rather than the
        // driver's error; forks of `em` share its event manager, its transactions' forks copy it.
        em.getEventManager().registerSubscriber({ beforeFlush: () => { if (settled) throw new DatabaseUnavailable() } })
        let scope: TransactionScope
        if (this.dialect === 'postgresql') {
          // The batch's statements as named ones on its client where it is found: each op's insert
          // and read then cost PostgreSQL no parse and plan.
          const named = await state.transactionRunner?.(em)
          // The scope's time bound holds its statements too: one running past it is cancelled by
          // the server, not waited for by the rollback (this transaction's only: set_config's
          // `true`). The session's own timeout still holds where it is the shorter (0: none), as
          // the server has it: statementTimeout, a URL's options, the database's or role's. Tried
          // as a new user would: a URL's 300 ms was loosened to the batch's 5 s.
          if (timeoutMs !== undefined) await transactionRunner(em).rows(narrowTimeoutSql(Math.ceil(timeoutMs)), [])
          const flags = { ended: false, aborted: false }
          // A named statement refused for its name (a pooler, a DISCARD ALL) aborted the
          // transaction, read or write: the work runs again from the start, then unnamed.
          const runner = named === undefined ? transactionRunner(em) : abortingRunner(named, flags, movedStatement)
          const reader = new Reader(runner)
          const pending = Object.assign(flags, { owner: this, em, reader })
          const writes = savepoints ? savepointRunner(runner) : abortingRunner(runner, pending)
          scope = Object.assign(pending, { writer: new Writer(reader, writes, state.convert) })
        } else {
          // SQLite: the write connection is the transaction's; its reader sees what it wrote. A
          // failed statement leaves the transaction usable.
          // On a file a read more than plain runs in a helper process, where it can be stopped;
          // the transaction's reads cannot leave its connection, and a statement there cannot be
          // stopped: such a read is refused (BatchCostlyRead) rather than holding the event loop.
          // In memory every read runs in process alone too (no helper can open the database).
          const own = state.writer.connectionReader
          const reader = state.reader.runner.costly === undefined ? own : own.withRunner(withCostly(own.runner, refuseCostly))
          scope = { owner: this, em, reader, writer: state.writer, ended: false, aborted: false }
        }
        try {
          const result = await runInScope(scope, async () => await work(em))
          // Work that went on past a failed statement: PostgreSQL would answer the COMMIT with a rollback.
          if (scope.aborted) throw new ScopeAborted()
          return result
        } finally {
          aborted = scope.aborted
        }
      }), true)
    } catch (error) {
      throw aborted ? new ScopeAborted() : error
    } finally {
      settled = true
    }
  }

  /** A fresh EntityManager for one unit of work (one per request). */
  fork (): EntityManager { return this.ready.orm.em.fork() }

  /** The record type of that name (`FMR_ERR_UNKNOWN_MODEL` when this DB does not hold it). */
  model (name: string): ModelType {
    const cls = this.classes.get(name)
    if (cls === undefined) throw new UnknownModel(name)
    return cls
  }

  get models (): Array<ModelType> {
    return [...this.classes.values()]
  }

  /**
   * The catalogued error for a write the database refused: a 409 naming the clashing column,
   * the missing parent or the referencing type, asked of the reader (committed data only).
   */
  async [EXPLAIN_FAILURE] (error: unknown, write: FailedWrite): Promise<unknown> {
    // Its transaction cannot be asked: the scope's work is run again, with savepoints (see kInScope).
    if (scopeOf(this)?.aborted === true) return new DatabaseUnavailable()
    const lookup: RowLookup = {
      metas: this.models.map(cls => cls[kMeta]),
      find: async (owner, where, limit) =>
        (await this[kReader].rows(owner, { where, order: [], limit })).map(row => row[owner.primaryKey.prop]),
      // The primary's sequence: a replica's may lag behind it.
      sequenceBehind: async (meta, constraint) => await sequenceBehind(this.fork(), this, meta, constraint)
    }
    return await conflictOf(lookup, error, write)
  }

  /**
   * Loads the relationships that records' serial plan follows (one query per relationship and
   * level), so that `toDict()` and `serialize()` include them: the model layer's way to read
   * "Author with its books" the way a GET does.
   */
  async loadRelations (records: Model | readonly Model[], options: SerialOverrides = {}): Promise<void> {
    const list = Array.isArray(records) ? records as readonly Model[] : [records as Model]
    if (list.length === 0) return
    const cls = list[0].constructor as ModelType
    const plan = buildPlan(cls[kMeta], { ...options, settings: meta => this.model(meta.name) })
    await this[kReader].loadRelations(plan, list as unknown as Array<Record<string, unknown>>)
  }

  /** The contract's document dictionary of every record type. */
  docTables (options: { toCamelCase?: boolean } = {}): DocTables {
    return docTables(this.models.map(cls => cls[kMeta]), options.toCamelCase ?? false)
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
function substituteBase (cls: ModelType, base: ModelType): void {
  if (cls.prototype instanceof base) return
  const current = Object.getPrototypeOf(cls) as ModelType
  if (!(base.prototype instanceof current) && base !== current) {
    throw new BadModelClass(base.name, current.name)
  }
  Object.setPrototypeOf(cls, base)
  Object.setPrototypeOf(cls.prototype, base.prototype)
}
