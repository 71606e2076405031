import type { FastifyRequest } from 'fastify'
import { errors, HookQuery, type Condition, type DB, type ModelMeta } from '../../lib/index.ts'
import type { RelationshipMeta } from '../../lib/model/model-meta.ts'
import type { Narrowing } from '../../lib/read/reader.ts'
import { buildPlan, type SerialPlan } from '../../lib/serialize/plan.ts'
import { kMeta } from '../../lib/symbols.ts'
import { hasInputHook, processInput } from '../hooks/input-hooks.ts'
import { CollectionModelResource } from '../resources/collection-model-resource.ts'
import { MethodPlans } from '../resources/method-plans.ts'
import type { ModelResource } from '../resources/model-resource.ts'
import { FieldAccess } from './field-access.ts'

type Served = typeof ModelResource | typeof CollectionModelResource

const NO_NARROWING: Narrowing = new Map()

/**
 * One relationship level of a path or a `where` group, and the conditions its type's GET hook adds
 * there (`links`: a many-to-many's join model's, on its links).
 */
export interface PathStep {
  relation: RelationshipMeta
  narrowing: Condition[]
  links?: Condition[]
  /**
   * The path `search=` looks in through this step. The index holds the related record's text
   * whether or not its type's GET hook shows it, and cannot tell which field matched: a search
   * through a step the hook narrows would find records by the text of related records hidden
   * from the caller, so it is refused.
   */
  searched?: string
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
  /** Each request's hook conditions by type: a hook runs once per type per request, for paths and nested records alike. */
  private readonly asked = new WeakMap<FastifyRequest, Map<ModelMeta, Promise<Condition[]>>>()
  /** The related types of each plan (nested at any depth) that a resource serves. */
  private readonly planTypes = new WeakMap<SerialPlan, ModelMeta[]>()
  private readonly hooks = new Map<ModelMeta, boolean>()

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
    for (const step of steps) {
      step.narrowing.push(...await this.conditionsOf(request, step.relation.targetMeta))
      if (step.searched !== undefined && step.narrowing.length > 0) {
        throw new errors.BadQuery(`search cannot be used here: it looks in ${step.searched}, of ${step.relation.targetMeta.name} records that may be hidden from this caller`)
      }
      const link = step.relation.through
      if (link === undefined) continue
      const links = await this.conditionsOf(request, link.meta)
      if (links.length > 0) (step.links ??= []).push(...links)
    }
  }

  /**
   * The conditions each related type `plan` shows (at any depth) gets from its GET hook, as for
   * paths: the records nested in an answer that the type's own GET would show (and by its join
   * model, a many-to-many's links that the join model's own GET would show). A type whose hook
   * refuses shows none (its lists empty, its singles null); the answer itself is not refused.
   */
  nested (request: FastifyRequest, plan: SerialPlan): Narrowing | Promise<Narrowing> {
    const types = this.typesOf(request, plan)
    // Nothing to wait for where no hook narrows: a GET without one stays one promise (bench/RESULTS.md).
    return types.length === 0 ? NO_NARROWING : this.narrowing(request, types)
  }

  /**
   * The conditions `meta`'s records hold where an answer shows them nested (as `nested` finds
   * them): none where no hook narrows, a key that is null where its hook refuses.
   */
  async visible (request: FastifyRequest, meta: ModelMeta): Promise<readonly Condition[]> {
    return (await this.narrowing(request, [meta])).get(meta) ?? []
  }

  private async narrowing (request: FastifyRequest, types: readonly ModelMeta[]): Promise<Narrowing> {
    const found = new Map<ModelMeta, readonly Condition[]>()
    for (const meta of types) {
      let conditions: readonly Condition[]
      try {
        conditions = await this.conditionsOf(request, meta)
      } catch (error) {
        if (!(error instanceof errors.HookFailed)) throw error
        // No record's key is null: no record holds it.
        conditions = [{ column: meta.primaryKeys[0], op: 'isnull', value: true }]
      }
      if (conditions.length > 0) found.set(meta, conditions)
    }
    return found
  }

  /** The related types of `plan` whose resource has a GET hook, and the join models of its many-to-manys that have one. */
  private typesOf (request: FastifyRequest, plan: SerialPlan): ModelMeta[] {
    let types = this.planTypes.get(plan)
    if (types === undefined) {
      const found = new Set<ModelMeta>()
      const walk = (level: SerialPlan): void => {
        for (const field of level.relations) {
          if (this.hooked(request, field.relation.targetMeta)) found.add(field.relation.targetMeta)
          const link = field.relation.through
          if (link !== undefined && this.hooked(request, link.meta)) found.add(link.meta)
          walk(field.plan)
        }
      }
      walk(plan)
      types = [...found]
      this.planTypes.set(plan, types)
    }
    return types
  }

  /** Whether the type's resource has a GET hook: on its class, or a class field, found on an instance once. */
  private hooked (request: FastifyRequest, meta: ModelMeta): boolean {
    let hooked = this.hooks.get(meta)
    if (hooked === undefined) {
      const resource = this.resources.get(meta)
      hooked = resource !== undefined && hasInputHook(new resource(request, this.db), 'get')
      this.hooks.set(meta, hooked)
    }
    return hooked
  }

  private conditionsOf (request: FastifyRequest, meta: ModelMeta): Promise<Condition[]> {
    let asked = this.asked.get(request)
    if (asked === undefined) this.asked.set(request, asked = new Map())
    let conditions = asked.get(meta)
    if (conditions === undefined) {
      conditions = this.hookConditions(request, meta)
      asked.set(meta, conditions)
    }
    return conditions
  }

  private async hookConditions (request: FastifyRequest, meta: ModelMeta): Promise<Condition[]> {
    const resource = this.resources.get(meta)
    if (resource === undefined) return []
    const given = new HookQuery(resource.modelClass)
    const { query = given } = await processInput(new resource(request, this.db), 'get', { query: given, data: {} })
    return query.conditions
  }
}
