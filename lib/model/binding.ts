import { kMeta } from '../symbols.ts'
import type { EntityManager } from '@mikro-orm/core'
import type { SerialSettings } from '../serialize/serial-settings.ts'
import type { FailedWrite } from '../db/explain-conflict.ts'
import type { ModelMeta } from './model-meta.ts'

/** The DB's way to explain a write the database refused (see conflictOf): internal, not public API. */
export const EXPLAIN_FAILURE = Symbol.for('fastify-model-resources.explainFailure')

/** What a model needs from the DB it is bound to; kept narrow so `model/` does not import `db/`. */
export interface ModelBinding {
  readonly session: EntityManager
  readonly dialect: 'sqlite' | 'postgresql'
  /** Runs a write as the only writer (see DB.exclusive). */
  exclusive: <T>(work: () => Promise<T>, transaction?: boolean) => Promise<T>
  /** The record type of that name: its meta and serial class variables. */
  model (name: string): SerialSettings & { [kMeta]: ModelMeta }
  /** The catalogued error (a 409 naming the column) for a refused write, the same the routes answer. */
  [EXPLAIN_FAILURE]: (error: unknown, write: FailedWrite) => Promise<unknown>
}

export const BINDING = Symbol.for('fastify-model-resources.binding')
