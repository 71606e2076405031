import type { SerialPlan } from '../../lib/serialize/plan.ts'
import { selectPlan } from '../../lib/serialize/select-plan.ts'
import { parseFields } from './parse-fields.ts'

type JsonSchema = Record<string, unknown>

/** A `fields` selection made ready once: its plan (and the columns it reads) and its response schema. */
export interface CompiledSelection {
  plan: SerialPlan
  /** The answer's schema, from which Fastify compiles (and caches, by this object) its serializer. */
  schema: JsonSchema
  /**
   * It only leaves fields out (no list of its own limit or order): its answer can be written
   * from the rows of the GET's own read, which the record's tag is computed from.
   */
  narrowsOnly: boolean
}

/** Whether every relationship of `plan` is one its model declares, as read by default (narrowsOnly). */
function declaredOnly (plan: SerialPlan): boolean {
  return plan.relations.every(field => plan.model.relationships.includes(field.relation) && declaredOnly(field.plan))
}

/**
 * Selections kept compiled per route. Clients choose fields freely, so the set of selections is
 * unbounded: past this many, the least recently used is dropped (as the runner's statements are).
 */
export const SELECTION_LIMIT = 100

/**
 * The selections of one route, each parsed, checked against the route's GET plan and compiled
 * once, then reused while it is among the SELECTION_LIMIT most recently used. A refused
 * selection is not kept: it throws its 400 each time.
 */
export class Selections {
  private readonly plan: SerialPlan
  private readonly schemaOf: (plan: SerialPlan) => JsonSchema
  private readonly compiled = new Map<string, CompiledSelection>()

  constructor (plan: SerialPlan, schemaOf: (plan: SerialPlan) => JsonSchema) {
    this.plan = plan
    this.schemaOf = schemaOf
  }

  /** How many are kept now (tests check the bound). */
  get size (): number {
    return this.compiled.size
  }

  get (text: string): CompiledSelection {
    let selection = this.compiled.get(text)
    if (selection === undefined) {
      const plan = selectPlan(this.plan, parseFields(text))
      selection = { plan, schema: this.schemaOf(plan), narrowsOnly: declaredOnly(plan) }
      if (this.compiled.size >= SELECTION_LIMIT) this.compiled.delete(this.compiled.keys().next().value as string)
    } else {
      this.compiled.delete(text) // refreshes its place: the selections in use are the ones kept
    }
    this.compiled.set(text, selection)
    return selection
  }
}
