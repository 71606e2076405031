import { wrap } from '@mikro-orm/core'
import type { QueryBuilder, SqlEntityManager } from '@mikro-orm/sql'
import { NotBound } from '../errors.ts'
import { buildPlan, type SerialPlan } from '../serialize/plan.ts'
import type { SerialOverrides, SerialSettings } from '../serialize/serial-settings.ts'
import { toDict } from '../serialize/to-dict.ts'
import { BINDING, EXPLAIN_FAILURE, type ModelBinding } from './binding.ts'
import type { ModelMeta } from './model-meta.ts'
import { applyDefaults } from './apply-defaults.ts'
import { validateRecord, type ValidateResult } from './validate-record.ts'
import type { FailedWrite } from '../db/explain-conflict.ts'
import { spellKeys } from './key-spellings.ts'
import { keyOf } from './record-key.ts'
import { kMeta } from '../symbols.ts'

export interface SerializeOptions extends SerialOverrides {
  indent?: number
}

/**
 * Any record class, as code that handles every type sees it: Model's statics, instances of `T`.
 * `defineModel`'s classes are these, with a constructor that takes only their own fields.
 */
export type ModelType<T extends Model = Model> = Omit<typeof Model, 'prototype' | 'query'> & {
  readonly prototype: T
  new (values?: Record<string, unknown>): T
}

const plans = new WeakMap<ModelMeta, SerialPlan>()

/**
 * The base of every record type: save, delete, validate and serialize through the instance.
 * `defineModel` makes the subclasses; MikroORM persists them through an EntitySchema.
 */
export class Model {
  static [kMeta]: ModelMeta
  static SERIAL_STOPLIST?: readonly string[] | undefined
  static SERIAL_FIELDS?: readonly string[] | undefined
  static SERIAL_FIELD_RELATIONS?: Readonly<Record<string, readonly string[] | null>> | undefined
  /** The fields `search=` looks in (`defineModel({ search })`); empty: the type has no search. */
  static search: readonly string[] = []
  static [BINDING]?: ModelBinding

  // MikroORM hands each named parameter here the property of that name: one called `data` would
  // swallow a column called `data`. A destructured parameter has no name, so em.create() passes
  // the whole object. (Never write the c-word above it: MikroORM finds the list by searching for it.)
  constructor ({ ...values }: object = {}) {
    Object.assign(this, values)
  }

  /** The DB this record type is bound to. */
  static binding (): ModelBinding {
    const binding = this[BINDING]
    if (binding === undefined) throw new NotBound(this[kMeta].name)
    return binding
  }

  /** A MikroORM query builder for this record type, on the DB's session. */
  static get query (): QueryBuilder<Model> {
    const em = this.binding().session as SqlEntityManager
    return em.createQueryBuilder<Model>(this)
  }

  private get model (): typeof Model {
    return this.constructor as typeof Model
  }

  /**
   * Adds the record to the session and commits; returns the record. A unique clash or a missing
   * parent is the same 409 (FMR_ERR_CONFLICT, same text) as a request's.
   */
  async save (): Promise<this> {
    const binding = this.model.binding()
    const meta = this.model[kMeta]
    const values = this as unknown as Record<string, unknown>
    applyDefaults(meta, values)
    // A record already stored is updated: its own row is no clash.
    const stored = wrap(this).isManaged()
    const id = stored ? keyOf(meta, values) : undefined
    await commit(binding, { meta, values, id, askSequence: id === undefined }, async () => {
      await spellKeys(binding.session, binding.dialect, meta, values, stored)
      binding.session.persist(this)
    })
    return this
  }

  /** Deletes the record and commits; a restricting foreign key is the same 409 as a DELETE request's. */
  async delete (): Promise<void> {
    const binding = this.model.binding()
    const meta = this.model[kMeta]
    binding.session.remove(this)
    await commit(binding, { meta, values: {}, id: keyOf(meta, this), deleting: true })
  }

  /** `[status, errors]`: only required columns are checked, defaults are not counted. */
  validateRecord (options: { camelCase?: boolean } = {}): ValidateResult {
    return validateRecord(this.model[kMeta], this, options.camelCase)
  }

  /** The wire form of the record as a plain object (camelCase keys, loaded relationships included). */
  toDict (options: SerialOverrides = {}): Record<string, unknown> {
    return toDict(planOf(this.model, options), this)
  }

  /** The wire form as a JSON string, compact unless an indent is given. */
  serialize (options: SerializeOptions = {}): string {
    return JSON.stringify(this.toDict(options), null, options.indent)
  }
}

/** Flushes the session as the only writer, after `before`; a refused write becomes the routes' catalogued error. */
async function commit (binding: ModelBinding, write: FailedWrite, before?: () => Promise<void>): Promise<void> {
  try {
    // A flush is a transaction: on SQLite it must not interleave with another writer's.
    await binding.exclusive(async () => {
      await before?.()
      await binding.session.flush()
    }, true)
  } catch (error) {
    // The flush may hold other changes of the session: a failure no value explains is left as it is.
    throw await binding[EXPLAIN_FAILURE](error, { ...write, onlyExplained: true })
  }
}

function planOf (model: typeof Model, options: SerialOverrides): SerialPlan {
  const binding = model.binding()
  const custom = options.serialFields !== undefined || options.serialFieldRelations !== undefined
  const cached = custom ? undefined : plans.get(model[kMeta])
  if (cached !== undefined) return cached
  const plan = buildPlan(model[kMeta], { ...options, settings: meta => settingsOf(binding, meta) })
  if (!custom) plans.set(model[kMeta], plan)
  return plan
}

/** The serial class variables of the record type behind a meta. */
export function settingsOf (binding: ModelBinding, meta: ModelMeta): SerialSettings {
  return binding.model(meta.name)
}
