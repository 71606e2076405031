import type { FastifyRequest } from 'fastify'
import { HookQuery, type Condition, type DB, type ModelMeta } from '../../lib/index.ts'
import type { RelationshipMeta } from '../../lib/model/model-meta.ts'
import { buildPlan } from '../../lib/serialize/plan.ts'
import { kMeta } from '../../lib/symbols.ts'
import { processInput } from '../hooks/input-hooks.ts'
import { CollectionModelResource } from '../resources/collection-model-resource.ts'
import { MethodPlans } from '../resources/method-plans.ts'
import type { ModelResource } from '../resources/model-resource.ts'
import { FieldAccess } from './field-access.ts'

type Served = typeof ModelResource | typeof CollectionModelResource

/** One relationship level of a path or a `where` group, and the conditions its type's GET hook adds there. */
export interface PathStep {
  relation: RelationshipMeta
  narrowing: Condition[]
}

/**
 * The record types a path may reach (extensions §1), as the application serves them: what a
 * client may filter and order on in each (the GET answer of the type's resource, or its model's
 * model's own serial settings when no resource serves it: never a write-only column), and the conditions that
 * resource's `processGetInput` adds, so that a path never reaches a record the resource's own GET
 * would hide. A collection resource of the type is preferred to a single one; the first registered wins.
 */
export class RelatedTypes {
  private readonly db: DB
  private readonly resources = new Map<ModelMeta, Served>()
  private readonly accesses = new Map<ModelMeta, FieldAccess>()

  constructor (db: DB, resources: readonly Served[]) {
    this.db = db
    for (const resource of resources) {
      const meta = resource.modelClass[kMeta]
      const known = this.resources.get(meta)
      const collection = resource.prototype instanceof CollectionModelResource
      if (known === undefined || (collection && !(known.prototype instanceof CollectionModelResource))) this.resources.set(meta, resource)
    }
  }

  /** What a client may use of `meta`'s records through a path. */
  access (meta: ModelMeta): FieldAccess {
    let access = this.accesses.get(meta)
    if (access === undefined) {
      const resource = this.resources.get(meta)
      access = new FieldAccess(resource === undefined
        ? buildPlan(meta, { settings: type => this.db.model(type.name) })
        : new MethodPlans(this.db, resource, ['get']).plan('get'))
      this.accesses.set(meta, access)
    }
    return access
  }

  /**
   * Fills each step's `narrowing` with its type's GET hook conditions, running each type's hook
   * once for this request. The hook's refusal is the request's answer; its data and order are not used.
   */
  async narrow (request: FastifyRequest, steps: readonly PathStep[]): Promise<void> {
    const found = new Map<ModelMeta, Condition[]>()
    for (const step of steps) {
      const meta = step.relation.targetMeta
      let conditions = found.get(meta)
      if (conditions === undefined) {
        conditions = await this.hookConditions(request, meta)
        found.set(meta, conditions)
      }
      step.narrowing.push(...conditions)
    }
  }

  private async hookConditions (request: FastifyRequest, meta: ModelMeta): Promise<Condition[]> {
    const resource = this.resources.get(meta)
    if (resource === undefined) return []
    const given = new HookQuery(resource.modelClass)
    const { query = given } = await processInput(new resource(request, this.db), 'get', { query: given, data: {} })
    return query.conditions
  }
}
