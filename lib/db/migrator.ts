import { join, resolve } from 'node:path'
import type { MikroORM, Options, Transaction } from '@mikro-orm/core'
import { MigrationGenerator, MigrationRunner, MigrationStorage, Migrator as MikroMigrator, type Migration } from '@mikro-orm/migrations'
import type { AbstractSqlDriver, DatabaseSchema, EntityManager } from '@mikro-orm/sql'
import type { Dialect } from './uri.ts'

/**
 * Where migration files live unless `DBOptions.migrationsPath` says otherwise (from the working
 * directory): one folder per database kind, `./migrations/sqlite` or `./migrations/postgresql`,
 * since a file holds the SQL of the kind it was generated on.
 */
export function defaultMigrationsPath (dialect: Dialect): string {
  return join('migrations', dialect)
}

// The files MikroORM discovers: those written here (.mjs), and hand-written .js, .cjs or .ts ones
// (.ts where Node strips types: from 22.18 on, outside node_modules). Declarations are skipped.
const GLOB = '!(*.d).{mjs,js,cjs,ts}'

/** The ORM options that register MikroORM's Migrator with this library's choices. */
export function migratorOptions (dialect: Dialect, path = defaultMigrationsPath(dialect)): Partial<Options> {
  return {
    extensions: [Migrator],
    migrations: {
      path: resolve(path),
      glob: GLOB,
      emit: 'js',
      generator: generatorFor(dialect),
      // Compare the models with the database itself, not with a snapshot file beside the migrations.
      snapshot: false,
      // A table no model names (another application's, a model removed) is never dropped by a generated migration.
      dropTables: false,
      silent: true
    }
  }
}

/**
 * Writes migrations as ES modules (`.mjs`): they run on every Node version the package supports,
 * with no TypeScript loader, in an ESM or a CommonJS project alike. They import MikroORM's
 * `Migration` from `@mikro-orm/migrations`, which npm installs with this package. Each records
 * the database kind its SQL was generated on (`static dialect`), checked before it runs.
 */
function generatorFor (dialect: Dialect): new (...args: ConstructorParameters<typeof MigrationGenerator>) => MigrationGenerator {
  return class ModuleMigrationGenerator extends MigrationGenerator {
    constructor (...args: ConstructorParameters<typeof MigrationGenerator>) {
      const [driver, namingStrategy, options] = args
      super(driver, namingStrategy, { ...options, emit: 'mjs' as 'js' }) // the file's extension
    }

    generateMigrationFile (className: string, diff: { up: string[], down: string[] }): string {
      let code = "import { Migration } from '@mikro-orm/migrations'\n\n"
      code += `export class ${className} extends Migration {\n  name = '${className}'\n`
      code += `  // Its SQL is ${dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'}'s: it runs on ${dialect} databases only.\n`
      code += `  static dialect = '${dialect}'\n\n  async up () {\n`
      for (const sql of diff.up) code += this.createStatement(sql, 4)
      code += '  }\n'
      if (diff.down.length > 0) {
        code += '\n  async down () {\n'
        for (const sql of diff.down) code += this.createStatement(sql, 4)
        code += '  }\n'
      }
      return code + '}\n'
    }
  }
}

/** Names a migration by its file name without the extension, `.mjs` and `.cjs` included (MikroORM strips `.js` and `.ts` only). */
class ModuleStorage extends MigrationStorage {
  override getMigrationName (name: string): string {
    return name.replace(/\.[mc]?[jt]s$/, '')
  }

  /**
   * Makes the table of applied migrations where it is missing. Processes that start at once on a
   * new database each find it missing, and all but one fail to make it (PostgreSQL: a duplicate
   * key of pg_type): one look more finds the one the other made; it fails as first only where the
   * table is still missing.
   */
  override async ensureTable (): Promise<void> {
    try {
      await super.ensureTable()
    } catch (error) {
      try {
        await super.ensureTable()
      } catch {
        throw error
      }
    }
  }
}

/** A migration's statements each way. */
interface SchemaDiff { up: string[], down: string[] }

/** Whether a statement drops a trigger (the outbox's, a search index's). */
function isTriggerDrop (sql: string): boolean {
  return /^drop trigger\b/i.test(sql)
}

/** The statements a migration sent to the database, in order, and the one the database refused. */
export interface StatementLog {
  statements: string[]
  failed?: string
}

/**
 * MikroORM's runner, telling each statement it sends (to name the one that failed, or print a
 * dry run's). Its driver, and each migration's, is MikroORM's seen through a proxy whose
 * `execute` records first.
 */
class RecordingRunner extends MigrationRunner {
  readonly #recording: AbstractSqlDriver

  constructor (driver: AbstractSqlDriver, log: StatementLog, ...rest: ConstructorParameters<typeof MigrationRunner> extends [unknown, ...infer R] ? R : never) {
    const recording = new Proxy(driver, {
      get (target, key) {
        const value: unknown = Reflect.get(target, key, target)
        if (key === 'execute') {
          return async (sql: unknown, ...args: unknown[]) => {
            const text = typeof sql === 'string' ? sql : String((sql as { sql?: unknown }).sql ?? sql)
            log.statements.push(text)
            try {
              return await (value as (...all: unknown[]) => Promise<unknown>).call(target, sql, ...args)
            } catch (error) {
              log.failed = text
              throw error
            }
          }
        }
        return typeof value === 'function' ? value.bind(target) : value
      }
    })
    super(recording, ...rest)
    this.#recording = recording
  }

  override async run (migration: Migration, method: 'up' | 'down', afterRun?: (tx?: Transaction) => Promise<void>): Promise<void> {
    inOrder(migration, this.#recording)
    await super.run(migration, method, afterRun)
  }
}

/**
 * A migration's statements run in the order its code gives them: `this.addSql()` queues one (MikroORM
 * sends the queue once up() returns), and `await this.execute()` (a data step: a select, an update
 * computed in JavaScript) first sends what is queued, then its own, in the run's transaction.
 * Without this a data step written after an `addSql('alter table ...')` ran before it.
 */
function inOrder (migration: Migration, driver: AbstractSqlDriver): void {
  const own = migration as unknown as { driver: AbstractSqlDriver, ctx?: Transaction, execute: Migration['execute'] }
  own.driver = driver
  own.execute = async (sql, params) => {
    for (const queued of migration.getQueries().splice(0)) await driver.execute(queued, undefined, 'all', own.ctx)
    return await driver.execute(sql, params, 'all', own.ctx)
  }
}

/**
 * The statements without an `add primary key ("id")` of a column the same run adds as its table's
 * primary key already (`add "id" serial primary key`): MikroORM 7.2 writes both on PostgreSQL
 * when a composite key gives way to a generated one, and the second failed every such migration
 * ("multiple primary keys for table").
 */
function withoutRepeatedPrimaryKey (up: string[]): string[] {
  const added = new Set(up.flatMap(sql => {
    const column = /^alter table ("[^"]+") add ("[^"]+") \w+ primary key;?$/.exec(sql)
    return column === null ? [] : [`${column[1]} (${column[2]})`]
  }))
  return up.filter(sql => {
    const key = /^alter table ("[^"]+") add primary key (\("[^"]+"\));?$/.exec(sql)
    return key === null || !added.has(`${key[1]} ${key[2]}`)
  })
}

const WITHOUT_TRIGGERS = Symbol('fmr.withoutTriggers')

/** MikroORM's schema generator, by the (internal) method that reads the database's schema for a difference. */
interface Comparing {
  prepareSchemaForComparison: (options: unknown) => Promise<{ fromSchema: DatabaseSchema, toSchema: DatabaseSchema }>
  [WITHOUT_TRIGGERS]?: boolean
}

/**
 * MikroORM's Migrator with the storage and runner above. Named `Migrator`: MikroORM registers its
 * own when no extension of that name is given.
 */
export class Migrator extends MikroMigrator {
  /** What the runner sent (set by createRunner, which MikroORM's constructor calls before fields could be). */
  declare readonly log: StatementLog
  /**
   * Statements a generated migration adds to MikroORM's difference: the search indexes the
   * database lacks (search-index.ts), which no entity describes, given MikroORM's difference.
   * Set by `db.migrations`.
   */
  extraDiff?: (made: SchemaDiff) => Promise<SchemaDiff>

  constructor (...args: ConstructorParameters<typeof MikroMigrator>) {
    super(...args)
    // MikroORM's difference (a private method in its types): the models' tables first, then what
    // depends on them; on down, what depends on them goes first.
    const own = this as unknown as { getSchemaDiff: (blank: boolean, initial: boolean) => Promise<SchemaDiff> }
    const base = own.getSchemaDiff.bind(this)
    // `ignoreTriggers` keeps MikroORM from dropping the outbox's and the search indexes' triggers,
    // but one way only: a down (the models compared back to the database) re-created them from
    // what it read, bodies lost, and failed on the ones that exist. No model declares a trigger: the
    // database's are left out of both sides.
    const generator = this.config.getExtension('@mikro-orm/schema-generator') as unknown as Comparing
    if (generator[WITHOUT_TRIGGERS] !== true) {
      const prepare = generator.prepareSchemaForComparison.bind(generator)
      generator.prepareSchemaForComparison = async options => {
        const prepared = await prepare(options)
        for (const table of prepared.fromSchema.getTables()) table.setTriggers([])
        // Tables no model names are never dropped (dropTables false), and left out as the start-time
        // check leaves them out: a model's foreign key to one (its parent model removed) is then a
        // key the model no longer declares, which SQLite drops by making the table again
        // (sqlite-key-rebuild.ts), not an "orphaned" key, for which MikroORM writes nothing there.
        prepared.fromSchema.setTables(prepared.fromSchema.getTables().filter(table => prepared.toSchema.hasTable(table.getShortestName())))
        return prepared
      }
      generator[WITHOUT_TRIGGERS] = true
    }
    own.getSchemaDiff = async (blank, initial) => {
      const made = await base(blank, initial)
      const diff = { up: withoutRepeatedPrimaryKey(made.up), down: made.down }
      if (blank || initial || this.extraDiff === undefined) return diff
      const extra = await this.extraDiff(diff)
      // A SQLite trigger names its table's columns, and SQLite refuses to drop a column that one
      // names (`error in trigger ... no such column`): each way, the triggers this drops go before
      // the tables change, and those it makes (for the columns of after) come after them.
      const drops = (list: string[]): string[] => list.filter(isTriggerDrop)
      const rest = (list: string[]): string[] => list.filter(sql => !isTriggerDrop(sql))
      return { up: [...drops(extra.up), ...diff.up, ...rest(extra.up)], down: [...drops(extra.down), ...diff.down, ...rest(extra.down)] }
    }
  }

  static override register (orm: MikroORM): void {
    orm.config.registerExtension('@mikro-orm/migrator', () => new Migrator(orm.em as EntityManager))
  }

  protected override createStorage (): MigrationStorage {
    return new ModuleStorage(this.driver, this.options)
  }

  protected override createRunner (): MigrationRunner {
    // Called from MikroORM's constructor (and again when it re-creates its services): one log for every runner.
    const log: StatementLog = (this as { log?: StatementLog }).log ?? { statements: [] }
    if ((this as { log?: StatementLog }).log === undefined) Object.defineProperty(this, 'log', { value: log })
    return new RecordingRunner(this.driver, log, this.options, this.config)
  }

  /** Every migration file of the folder, by name, in the order `up()` applies them. */
  async files (): Promise<Array<{ name: string, path: string }>> {
    await this.init()
    return (await this.discoverMigrations()).map(migration => ({ name: migration.name, path: migration.path ?? '' }))
  }
}
