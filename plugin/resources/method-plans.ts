import type { DB } from '../../lib/index.ts'
import { buildPlan, type SerialPlan } from '../../lib/serialize/plan.ts'
import type { Method } from './methods.ts'
import type { Resource } from './resource.ts'
import { kMeta } from '../../lib/symbols.ts'

/**
 * The serial plans of one resource, per method and record type, built at registration:
 * `serialFields[method][Type]` (null: the type's own) and `serialFieldRelations[method]`.
 */
export class MethodPlans {
  private readonly plans = new Map<string, SerialPlan>()
  private readonly db: DB
  private readonly resource: typeof Resource

  constructor (db: DB, resource: typeof Resource, methods: readonly Method[]) {
    this.db = db
    this.resource = resource
    for (const method of methods) {
      this.plan(method)
      for (const typeName of Object.keys(resource.serialFields?.[method] ?? {})) this.plan(method, typeName)
    }
  }

  plan (method: Method, typeName = this.resource.modelClass[kMeta].name): SerialPlan {
    const key = method + ' ' + typeName
    let plan = this.plans.get(key)
    if (plan === undefined) {
      const fields = this.resource.serialFields?.[method]?.[typeName] ?? undefined
      plan = buildPlan(this.db.model(typeName)[kMeta], {
        serialFields: fields,
        serialFieldRelations: this.resource.serialFieldRelations?.[method] ?? undefined,
        settings: meta => this.db.model(meta.name)
      })
      this.plans.set(key, plan)
    }
    return plan
  }

  /** The most records one of the resource's answers may hold, nested ones counted. */
  get maxRecords (): number {
    return this.resource.maxRecords
  }

  /** The record type a method answers with: a replacement named in serialFields, else the resource's own. */
  responseType (method: Method): string {
    const own = this.resource.modelClass[kMeta].name
    return Object.keys(this.resource.serialFields?.[method] ?? {}).find(name => name !== own) ?? own
  }
}
