import type { EntityManager } from '@mikro-orm/core'
import type { FastifyRequest } from 'fastify'
import type { DB, Model } from '../../lib/index.ts'
import { applyDefaults } from '../../lib/model/apply-defaults.ts'
import { checkGeneratedId } from '../write/persist.ts'
import type { MethodDecorators } from './decorators.ts'
import type { Method } from './methods.ts'
import { joinPath, urlWord } from './url-word.ts'

/** Per-method serial settings: `{ post: { Job: ['id', 'startedAt', 'statusId'] } }`; null picks the type's own. */
export type SerialFieldsByMethod = Partial<Record<Method, Record<string, readonly string[] | null>>>

/**
 * What every resource shares: its record type, its URL and its access requirements, set as
 * static class fields; an instance is made per request and is the `resource` hooks receive.
 */
export abstract class Resource {
  static modelClass: typeof Model
  static urlPrefix = '/'
  static urlName?: string
  static methodDecorators: MethodDecorators = []
  static serialFields?: SerialFieldsByMethod
  static serialFieldRelations?: SerialFieldsByMethod

  readonly request: FastifyRequest
  readonly db: DB

  constructor (request: FastifyRequest, db: DB) {
    this.request = request
    this.db = db
  }

  /** The request's own EntityManager (one fork per request). */
  get em (): EntityManager {
    return this.request.em ?? (this.request.em = this.db.fork())
  }

  /** Creates and commits a record of any type in this request's unit of work, defaults applied. */
  async create<M extends typeof Model> (model: M, values: Record<string, unknown>): Promise<InstanceType<M>> {
    const data = { ...values }
    applyDefaults(model.meta, data)
    // One transaction, so that a generated id past the column's range is never stored.
    return await this.em.transactional(async em => {
      const record = em.create(model, data as never) as InstanceType<M>
      await em.flush()
      checkGeneratedId(model.meta, record, data)
      return record
    })
  }

  /** `{prefix}/{word}`. */
  static baseUrl (): string {
    return joinPath(this.urlPrefix, this.urlName ?? urlWord(this.modelClass.meta.name))
  }

  static getUrls (): string[] {
    return [this.baseUrl()]
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's EntityManager fork; null until a write needs one. */
    em: EntityManager | null
  }
}
