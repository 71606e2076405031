#!/usr/bin/env node
// `npx fastify-model-resources migration:create|up|down|list|status`: db.migrations from the command line,
// over the models and database that the config file names (lib/cli/load-config.ts).
import { relative } from 'node:path'
import { parseArgs } from 'node:util'
import { DB } from '../db/db.ts'
import { loadConfig } from './load-config.ts'

const USAGE = `Usage: fastify-model-resources <command> [--config <file>]

  migration:create [--name <name>] [--blank]  write a migration from the difference between the models and the database
  migration:up [--dry-run]                    apply the pending migrations, in one transaction
  migration:down [--to <name>|0] [--dry-run]  revert the last migration, or every one applied after <name> (0: all)
  migration:list                              the applied and the pending migrations
  migration:status                            whether a migration is pending (exit code 1 when one is)

--dry-run runs the migrations in a transaction that is rolled back, printing each statement.

The config file (default: fmr.config.js, .mjs or .ts in the working directory) exports
default { url, models, resources?, events?, migrationsPath? } (resources and events as
new DB() takes them); migrationsPath is migrations/sqlite or
migrations/postgresql by default, from the URL. Every command first creates the tables of
new models, as createAll() does when the application starts.`

const COMMANDS = new Set(['migration:create', 'migration:up', 'migration:down', 'migration:list', 'migration:status'])

async function main (argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      config: { type: 'string' },
      name: { type: 'string' },
      blank: { type: 'boolean' },
      to: { type: 'string' },
      'dry-run': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' }
    }
  })
  const command = positionals[0]
  if (values.help === true || command === undefined || !COMMANDS.has(command) || positionals.length > 1) {
    console.log(USAGE)
    return values.help === true ? 0 : 2
  }
  const config = await loadConfig(values.config)
  const db = new DB(config.url, { models: config.models, resources: config.resources ?? [], events: config.events, migrationsPath: config.migrationsPath, log: () => {} })
  await db.createAll()
  let code = 0
  try {
    const migrations = db.migrations
    const dryRun = values['dry-run'] === true
    switch (command) {
      case 'migration:create': {
        const created = await migrations.create({ name: values.name, blank: values.blank })
        if (created === undefined) {
          console.log('The models match the database: no migration written.')
          break
        }
        console.log(`Wrote ${relative(process.cwd(), created.path)}; review it, then run migration:up.`)
        for (const sql of created.up) console.log(`  ${sql}`)
        for (const warning of created.warnings) console.error(`Warning: ${warning}`)
        break
      }
      case 'migration:up': {
        if (dryRun) {
          printDryRun(await migrations.dryRun('up'), 'No pending migration.')
          break
        }
        const applied = await migrations.up()
        console.log(applied.length === 0 ? 'No pending migration.' : applied.map(name => `Applied ${name}`).join('\n'))
        break
      }
      case 'migration:down': {
        const to = values.to === '0' ? 0 : values.to
        if (dryRun) {
          printDryRun(await migrations.dryRun('down', { to }), 'No migration to revert.')
          break
        }
        const reverted = await migrations.down({ to })
        console.log(reverted.length === 0 ? 'No migration to revert.' : reverted.map(name => `Reverted ${name}`).join('\n'))
        break
      }
      case 'migration:list': {
        const { executed, pending } = await migrations.list()
        for (const row of executed) console.log(`applied  ${row.name}  ${row.executedAt.toISOString()}`)
        for (const name of pending) console.log(`pending  ${name}`)
        if (executed.length + pending.length === 0) console.log('No migration.')
        break
      }
      case 'migration:status': {
        const { executed, pending } = await migrations.list()
        if (pending.length === 0) console.log(`Up to date: ${executed.length} applied, none pending.`)
        else console.log(`${pending.length} pending (run migration:up): ${pending.join(', ')}`)
        code = pending.length === 0 ? 0 : 1
        break
      }
    }
  } finally {
    await db.close()
  }
  return code
}

/** A dry run's migrations and statements, and that nothing stayed. */
function printDryRun (planned: Array<{ name: string, statements: string[] }>, none: string): void {
  if (planned.length === 0) {
    console.log(none)
    return
  }
  for (const migration of planned) {
    console.log(`-- ${migration.name}`)
    for (const sql of migration.statements) console.log(sql.trimEnd().endsWith(';') ? sql : `${sql};`)
  }
  console.log('-- Dry run: every statement ran and was rolled back; nothing was applied.')
}

main(process.argv.slice(2)).then(code => { process.exitCode = code }, (error: unknown) => {
  console.error(error instanceof Error ? `${(error as { code?: string }).code ?? error.name}: ${error.message}` : String(error))
  process.exitCode = 1
})
