import type { EntityManager, MikroORM, Options } from '@mikro-orm/core'
import type { Reader } from '../read/reader.ts'
import type { SqlRunner } from '../read/runner.ts'
import type { ReplicaRunner } from './read-router.ts'

/** What connecting to one database gives the DB: MikroORM, the reader, the write connection's runner. */
export interface Connection {
  orm: MikroORM
  reader: Reader
  /** Runs the single-statement writes: MikroORM's own connection on SQLite, the pool on PostgreSQL. */
  writeRunner: SqlRunner
  /** Read replicas (PostgreSQL), in the order given. */
  replicas?: ReplicaRunner[]
  /**
   * A runner on the client of `em`'s open transaction with the pool's named statements
   * (PostgreSQL), where that client can be found; undefined where it cannot (behind a pooler).
   */
  transactionRunner?: (em: EntityManager) => Promise<SqlRunner | undefined>
  /** Closes what MikroORM does not (SQLite's read connection). */
  closeReader: () => void
}

/** The MikroORM options both dialects share (entities, logging). */
export type CommonOptions = Partial<Options>
