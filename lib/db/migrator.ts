import { resolve } from 'node:path'
import type { MikroORM, Options } from '@mikro-orm/core'
import { MigrationGenerator, MigrationStorage, Migrator as MikroMigrator } from '@mikro-orm/migrations'
import type { EntityManager } from '@mikro-orm/sql'

/** Where migration files live unless `DBOptions.migrationsPath` says otherwise (from the working directory). */
export const DEFAULT_MIGRATIONS_PATH = './migrations'

// The files MikroORM discovers: those written here (.mjs), and hand-written .js, .cjs or .ts ones
// (.ts where Node strips types: from 22.18 on, outside node_modules). Declarations are skipped.
const GLOB = '!(*.d).{mjs,js,cjs,ts}'

/** The ORM options that register MikroORM's Migrator with this library's choices. */
export function migratorOptions (path = DEFAULT_MIGRATIONS_PATH): Partial<Options> {
  return {
    extensions: [Migrator],
    migrations: {
      path: resolve(path),
      glob: GLOB,
      emit: 'js',
      generator: ModuleMigrationGenerator,
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
 * `Migration` from `@mikro-orm/migrations`, which npm installs with this package.
 */
class ModuleMigrationGenerator extends MigrationGenerator {
  constructor (...args: ConstructorParameters<typeof MigrationGenerator>) {
    const [driver, namingStrategy, options] = args
    super(driver, namingStrategy, { ...options, emit: 'mjs' as 'js' }) // the file's extension
  }

  generateMigrationFile (className: string, diff: { up: string[], down: string[] }): string {
    let code = "import { Migration } from '@mikro-orm/migrations'\n\n"
    code += `export class ${className} extends Migration {\n  name = '${className}'\n\n  async up () {\n`
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

/** Names a migration by its file name without the extension, `.mjs` and `.cjs` included (MikroORM strips `.js` and `.ts` only). */
class ModuleStorage extends MigrationStorage {
  override getMigrationName (name: string): string {
    return name.replace(/\.[mc]?[jt]s$/, '')
  }
}

/**
 * MikroORM's Migrator with the storage above. Named `Migrator`: MikroORM registers its own
 * when no extension of that name is given.
 */
class Migrator extends MikroMigrator {
  static override register (orm: MikroORM): void {
    orm.config.registerExtension('@mikro-orm/migrator', () => new Migrator(orm.em as EntityManager))
  }

  protected override createStorage (): MigrationStorage {
    return new ModuleStorage(this.driver, this.options)
  }
}
