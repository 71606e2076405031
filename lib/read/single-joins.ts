import type { ColumnMeta } from '../model/model-meta.ts'
import type { PlannedField, SerialPlan } from '../serialize/plan.ts'
import { joinedShape, type JoinedShape, type JoinedSingle } from '../sql/joined.ts'
import type { SqlDialect } from '../sql/dialect.ts'
import { readColumns } from '../sql/select.ts'
import type { RowDecoder } from './row-decoder.ts'
import type { RelatedCondition, WhereNode } from './condition.ts'

type RelationField = PlannedField & { kind: 'relation' }

/** A plan's single relationships that its parents' read joins, with how each one's columns decode. */
export interface SingleJoins {
  fields: RelationField[]
  decoders: RowDecoder[]
  /** Where each joined target's primary key is among its columns: null there means no record. */
  keyAt: number[]
  shape: JoinedShape
  /** Names these joins among the texts a select keeps by shape (CompiledSelect.texts). */
  id: string
}

export const NO_JOINS: SingleJoins = { fields: [], decoders: [], keyAt: [], shape: { columns: '', joins: '', each: [] }, id: 'j0' }

let made = 0

/**
 * Which single relationships of `plan` come with their parents in one statement: each one whose
 * target reads integers as its parent does (SQLite reads a statement's integers all one way) and
 * whose read includes the key it is matched by. Decided once per plan.
 */
export function singleJoins (
  plan: SerialPlan, select: (meta: SerialPlan['model'], columns?: readonly ColumnMeta[]) => RowDecoder, dialect: SqlDialect
): SingleJoins {
  const bigints = select(plan.model).bigints
  const fields: RelationField[] = []
  const decoders: RowDecoder[] = []
  const keyAt: number[] = []
  const joins: JoinedSingle[] = []
  for (const field of plan.relations) {
    const { relation } = field
    if (relation.kind !== 'single') continue
    const columns = field.plan.reads ?? readColumns(relation.targetMeta)
    const decoder = select(relation.targetMeta, field.plan.reads)
    const key = columns.indexOf(relation.remote)
    if (decoder.bigints !== bigints || key < 0) continue
    fields.push(field)
    decoders.push(decoder)
    keyAt.push(key)
    joins.push({ relation, columns })
  }
  return fields.length === 0 ? NO_JOINS : { fields, decoders, keyAt, shape: joinedShape(joins, dialect), id: `j${++made}|` }
}

/** A read's conditions split by the joins they go through (see filteredJoinedSql). */
export interface ThroughJoins {
  /** Per join, the `some` conditions through it, or nothing. */
  through: Array<RelatedCondition[] | undefined>
  /** The conditions on the parents themselves, and every other one. */
  rest: WhereNode[]
}

/**
 * Which of `where`'s conditions (all of which must hold) go through a single relationship the
 * read joins anyway: `some` of `author` (`author.lastName=…`). Undefined when none does.
 * `none` and `every` stay `exists`: a parent with no such record matches them.
 */
export function throughJoins (where: readonly WhereNode[], joins: SingleJoins): ThroughJoins | undefined {
  let split: ThroughJoins | undefined
  for (let i = 0; i < where.length; i++) {
    const node = where[i]
    const at = 'relation' in node && node.kind === 'some' ? joins.fields.findIndex(field => field.relation === node.relation) : -1
    if (at < 0) {
      split?.rest.push(node)
      continue
    }
    split ??= { through: joins.fields.map(() => undefined), rest: where.slice(0, i) }
    ;(split.through[at] ??= []).push(node as RelatedCondition)
  }
  return split
}
