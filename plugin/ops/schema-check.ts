import type { FastifyInstance } from 'fastify'
import { errors, type DB, type TableDrift } from '../../lib/index.ts'
import { migrationAdvice } from '../../lib/db/schema-drift.ts'
import type { ModelMeta } from '../../lib/model/model-meta.ts'
import { kOutbox } from '../../lib/symbols.ts'
import { OUTBOX } from '../../lib/db/outbox-sql.ts'
import type { ReadinessCheck } from './readiness.ts'

/** What the plugin does with a database whose tables differ from the models: refuse to start (default), or start and stay unready. */
export type SchemaCheck = 'error' | 'warn'

const MIGRATE = 'npx fastify-model-resources migration:create, then npx fastify-model-resources migration:up (docs/models.md)'

/**
 * Compares the database with the models when the plugin is registered, the one step every
 * server passes through after createAll() and its migrations (decisions §6). A database that
 * createAll() never connected is FMR_ERR_NOT_CREATED; tables that differ are FMR_ERR_SCHEMA_DRIFT
 * naming each table and difference, or with `'warn'` a warning in the log and a readiness check
 * that keeps `/ready` at 503, naming the tables, until they match.
 */
export async function checkSchema (app: FastifyInstance, db: DB, mode: SchemaCheck, outbox: readonly ModelMeta[] = []): Promise<ReadinessCheck[]> {
  if (!db.created) throw new errors.NotCreated()
  const drifted = async (): Promise<TableDrift[]> => [...await db.schemaDrift(), ...await outboxDrift(db, outbox)]
  const drift = await drifted()
  if (drift.length === 0) return []
  const pending = await migrationAdvice(db.migrations)
  if (mode !== 'warn') {
    throw new errors.SchemaDrift(`The database's tables differ from the models:\n${listed(drift)}\n` +
      `${pending ?? `Write a migration and apply it: ${MIGRATE}`}. Or register the plugin with schemaCheck: 'warn' to start anyway (/ready answers 503 until they match).`)
  }
  app.log.warn({ tables: drift }, `The database's tables differ from the models (schemaCheck: 'warn'): ${drift.map(table => table.table).join(', ')}; /ready answers 503 until they match. ${pending ?? MIGRATE}`)
  let matched = false
  return [{
    name: 'schema',
    check: async () => {
      // Once the migrations are applied the tables stay as they are: asked no more.
      if (matched) return undefined
      const now = await drifted()
      matched = now.length === 0
      if (matched) return undefined
      const tables = now.map(table => table.table)
      return `the table${tables.length === 1 ? '' : 's'} ${tables.join(', ')} ${tables.length === 1 ? 'differs' : 'differ'} from ${tables.length === 1 ? 'its model' : 'their models'}: apply the migrations`
    }
  }]
}

/**
 * The change events' outbox and triggers of `metas` that the database lacks, or holds as an earlier
 * version made them, as drift: checked when the plugin is told not to create them (`events: {
 * createOutbox: false }`). createAll() and the migrations make them for the record types of the
 * DB's `events` option.
 */
async function outboxDrift (db: DB, metas: readonly ModelMeta[]): Promise<TableDrift[]> {
  if (metas.length === 0) return []
  const missing = await db[kOutbox].missing(metas)
  const names = metas.map(meta => meta.name).join(', ')
  const how = `the table of change events is missing: give the DB the option events: [${names}]`
  return [
    ...missing.tables.map(table => ({ table, differences: [how] })),
    ...missing.triggers.map(table => ({ table, differences: [`the change events' triggers are missing: give the DB the option events: [${names}]`] })),
    ...missing.outdated === 'table' ? [{ table: OUTBOX, differences: ['the table of change events is an earlier version\'s (without the row after each change)'] }] : [],
    ...missing.outdated === 'function' ? [{ table: OUTBOX, differences: ['the change events\' trigger function is an earlier version\'s (an update that changes nothing is an event)'] }] : [],
    ...missing.outdatedTriggers.map(table => ({ table, differences: ['the change events\' triggers differ from the model\'s (an earlier version\'s, or its columns changed)'] }))
  ]
}

function listed (drift: readonly TableDrift[]): string {
  return drift.map(({ table, differences }) => `  ${table}: ${differences.join('; ')}`).join('\n')
}
