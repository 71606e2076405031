import type { EntityManager } from '@mikro-orm/core'
import type { SerialSettings } from '../serialize/serial-settings.ts'
import type { ModelMeta } from './model-meta.ts'

/** What a model needs from the DB it is bound to; kept narrow so `model/` does not import `db/`. */
export interface ModelBinding {
  readonly session: EntityManager
  readonly dialect: 'sqlite' | 'postgresql'
  /** Runs a write as the only writer (see DB.exclusive). */
  exclusive: <T>(work: () => Promise<T>, transaction?: boolean) => Promise<T>
  /** The record type of that name: its meta and serial class variables. */
  modelClass (name: string): SerialSettings & { meta: ModelMeta }
}

export const BINDING = Symbol.for('fastify-model-resources.binding')
