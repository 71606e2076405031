import type { Static, TSchema } from 'typebox'
import type { ModelType } from '../../lib/index.ts'

/** A record type's wire object, every field present (null where the column may hold none). */
type WireOf<M extends ModelType> = M extends { schema: infer S extends TSchema } ? Required<Static<S>> : Record<string, unknown>

/** The wire fields of `M` among `names` (as the answer names them: camelCase). */
type Named<M extends ModelType, Names> = Extract<Names, keyof WireOf<M>>

/** A sum's wire type: a number for integer and float fields, a string for Numeric (exact) and BigInteger ones. */
type SumOf<W> = NonNullable<W> extends number ? number | null : string | null

/** What an aggregate request asks (docs/aggregates.md), as lists of field names. */
export interface AggregateAsk {
  groupBy?: readonly string[]
  sum?: readonly string[]
  avg?: readonly string[]
  min?: readonly string[]
  max?: readonly string[]
  countDistinct?: readonly string[]
}

type Listed<A extends AggregateAsk, F extends keyof AggregateAsk> = A[F] extends readonly (infer N extends string)[] ? N : never

/** Each function's object, present when the request asks for it. */
type Functions<M extends ModelType, A extends AggregateAsk> =
  (A['sum'] extends readonly string[] ? { sum: { [P in Named<M, Listed<A, 'sum'>>]: SumOf<WireOf<M>[P]> } } : unknown) &
  (A['avg'] extends readonly string[] ? { avg: { [P in Named<M, Listed<A, 'avg'>>]: number | null } } : unknown) &
  (A['min'] extends readonly string[] ? { min: { [P in Named<M, Listed<A, 'min'>>]: WireOf<M>[P] | null } } : unknown) &
  (A['max'] extends readonly string[] ? { max: { [P in Named<M, Listed<A, 'max'>>]: WireOf<M>[P] | null } } : unknown) &
  (A['countDistinct'] extends readonly string[] ? { countDistinct: { [P in Named<M, Listed<A, 'countDistinct'>>]: number } } : unknown)

/**
 * One group of `GET {prefix}/{word}/aggregate` on a collection of `M`, typed from what `A` asks:
 * a key of the type's own column has that column's wire type; a key through a relationship
 * (`author.lastName`) is `unknown`, since the model does not say the related type's columns.
 */
export type AggregateGroupOf<M extends ModelType, A extends AggregateAsk = {}> = {
  key: { [P in Listed<A, 'groupBy'>]: P extends keyof WireOf<M> ? WireOf<M>[P] | null : unknown }
  count: number
} & Functions<M, A>

/** The whole answer: `{"groups": [...]}`. */
export interface AggregateAnswerOf<M extends ModelType, A extends AggregateAsk = {}> {
  groups: Array<AggregateGroupOf<M, A>>
}
