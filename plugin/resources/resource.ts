import type { EntityManager } from '@mikro-orm/core'
import type { FastifyRequest } from 'fastify'
import type { DB, Model , ModelType } from '../../lib/index.ts'
import { applyDefaults } from '../../lib/model/apply-defaults.ts'
import { kWriteEm } from '../symbols.ts'
import { kMeta } from '../../lib/symbols.ts'
import { checkGeneratedId } from '../write/id-checks.ts'
import type { MethodDecorators } from '../hooks/decorators.ts'
import type { ResourceStatuses } from '../docs/declared.ts'
import type { Method } from './methods.ts'
import { joinPath } from './join-path.ts'
import { urlWord } from './url-word.ts'
import { scopeOf } from '../../lib/db/transaction-scope.ts'
import { transactionWriter } from '../../lib/read/transaction-reader.ts'

/** The values a record of `M` is made from: its own fields, each optional. */
export type ValuesOf<M extends ModelType> = M extends new (values?: infer V) => unknown ? NonNullable<V> : never

/** Per-method serial settings: `{ post: { Job: ['id', 'startedAt', 'statusId'] } }`; null picks the type's own. */
export type SerialFieldsByMethod = Partial<Record<Method, Record<string, readonly string[] | null>>>

/**
 * What every resource shares: its record type, its URL and its access requirements, set as
 * static class fields; an instance is made per request and is the `resource` hooks receive.
 */
export abstract class Resource {
  static modelClass: ModelType
  static urlPrefix = '/'
  static urlName?: string | undefined
  static methodDecorators: MethodDecorators = []
  static serialFields?: SerialFieldsByMethod | undefined
  /** The error statuses its hooks answer with, for the OpenAPI document: `{ 403: 'Not the owner' }`, or per method. */
  static statuses?: ResourceStatuses | undefined
  /**
   * Body fields its input hooks set when a client leaves them out, dotted for a writable
   * relationship's records (`jobs.ownerId`): the OpenAPI document does not require them.
   */
  static filledByHooks?: readonly string[] | undefined
  /**
   * The OpenAPI operationIds of its routes by method (`{ get: 'listTaskFeed' }`), where the
   * default (`listTask`, `createTask`) is not the name a generated client should use. The document
   * keeps every operationId unique: a taken one gets the route's path (`listTaskFeed` for `/task-feed`).
   */
  static operationIds?: Partial<Record<Method, string>> | undefined
  static serialFieldRelations?: SerialFieldsByMethod | undefined
  /** The most records one answer may hold, nested ones counted; a GET that would hold more is a 400. */
  static maxRecords = 10_000
  /**
   * The most bytes one GET's answer may hold (32 MiB); a GET that would hold more is a 400. Its
   * texts of no declared length are counted before it is serialized.
   */
  static maxAnswerBytes = 32 * 1024 * 1024

  readonly request: FastifyRequest
  readonly db: DB

  constructor (request: FastifyRequest, db: DB) {
    this.request = request
    this.db = db
  }

  /** While a write's beforeCommit hook runs: that write's transaction. */
  [kWriteEm]?: EntityManager

  /**
   * The request's own EntityManager (one fork per request); inside a `beforeCommit` hook, the
   * write's own transaction, so that what the hook reads and writes commits or rolls back with it.
   */
  get em (): EntityManager {
    return this[kWriteEm] ?? this.request.em ?? (this.request.em = scopedFork(this.db) ?? this.db.fork())
  }

  /**
   * Creates a record of any type, defaults applied: inside a `beforeCommit` hook as part of the
   * write's transaction, elsewhere committed at once in a transaction of its own. The record is
   * the row as stored (one INSERT ... RETURNING), not an entity of the `em`'s unit of work.
   */
  async create<M extends ModelType> (model: M, values: ValuesOf<M>): Promise<InstanceType<M>> {
    // A field given as undefined is one not given: its default applies, no NULL is written.
    const data: Record<string, unknown> = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined))
    applyDefaults(model[kMeta], data)
    const make = async (em: EntityManager): Promise<InstanceType<M>> => {
      const row = await transactionWriter(this.db, em).insert(model[kMeta], data)
      // Inside the transaction, so that a generated id past the column's range is never stored.
      checkGeneratedId(model[kMeta], row, data)
      return new model({ ...row }) as InstanceType<M>
    }
    const writing = this[kWriteEm]
    if (writing !== undefined) return await make(writing)
    return await this.db.exclusive(async () => await transactionBase(this).transactional(make), true)
  }

  /** `{prefix}/{word}`. */
  static baseUrl (): string {
    return joinPath(this.urlPrefix, this.urlName ?? urlWord(this.modelClass[kMeta].name))
  }

  static getUrls (): string[] {
    return [this.baseUrl()]
  }
}

/**
 * What a write's transaction is forked from: the request's EntityManager once it has one (a hook
 * used `em`; inside a batch, the batch's scope, whose transactions are savepoints of the batch's),
 * else the ORM's root one, whose transaction forks are not merged back into it (MikroORM merges
 * into a root only where `allowGlobalContext` is on). A write then makes one fork instead of
 * two, and a fork costs MikroORM 7 two writes of process.env (bench/RESULTS.md).
 */
export function transactionBase (resource: Resource): EntityManager {
  return resource.request.em ?? (scopeOf(resource.db) === undefined ? resource.db.orm.em : resource.em)
}

/**
 * Inside a batch: a fork of its transaction for this request, with an identity map of its own
 * (an earlier operation's single-statement write is not in the batch's map); its own
 * transactions are savepoints of the batch's.
 */
function scopedFork (db: DB): EntityManager | undefined {
  return scopeOf(db)?.em.fork({ keepTransactionContext: true, clear: true })
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's EntityManager fork; null until a write needs one. */
    em: EntityManager | null
  }
}
