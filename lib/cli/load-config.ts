import { existsSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Model , ModelType } from '../model/model.ts'
import { BadCliConfig } from '../errors.ts'
import type { SearchedEntry } from '../model/search-fields.ts'
import { defaultMigrationsPath } from '../db/migrator.ts'
import { parseUri } from '../db/uri.ts'

/** What the migration command line reads from `fmr.config.js` (or `.mjs`, `.ts`): `export default { url, models, resources?, events? }`. */
export interface CliConfig {
  /** The database URI, as for `new DB()`. */
  url: string
  /** The record types, as for `new DB()`. */
  models: ReadonlyArray<ModelType>
  /** The resource classes, as for `new DB()`: those with `static search` make their type's search index. */
  resources?: readonly SearchedEntry[]
  /** The record types with change events, as for `new DB()`: migrations make and keep their outbox triggers. */
  events?: ReadonlyArray<ModelType>
  /** The folder of migration files, from the config file's folder; default `./migrations/<kind>` (`sqlite` or `postgresql`, from `url`). */
  migrationsPath?: string
}

/** The config files looked for in the working directory, in this order. */
export const CONFIG_FILES = ['fmr.config.js', 'fmr.config.mjs', 'fmr.config.ts']

/** Imports the config file (`file`, or the first of CONFIG_FILES found) and checks its shape. */
export async function loadConfig (file?: string): Promise<CliConfig & { migrationsPath: string }> {
  const path = file === undefined
    ? CONFIG_FILES.map(name => resolve(name)).find(candidate => existsSync(candidate))
    : resolve(file)
  if (path === undefined) throw new BadCliConfig(`No config file: write ${CONFIG_FILES[0]} (or .mjs, .ts) exporting { url, models }, or pass --config <file>`)
  if (!existsSync(path)) throw new BadCliConfig(`The config file ${path} does not exist`)
  const module = await import(pathToFileURL(path).href) as { default?: Partial<CliConfig> }
  const config = module.default
  if (typeof config?.url !== 'string' || !Array.isArray(config.models)) {
    throw new BadCliConfig(`${path} must export default { url: string, models: [...], migrationsPath?: string }`)
  }
  const migrationsPath = config.migrationsPath ?? defaultMigrationsPath(parseUri(config.url).dialect)
  if (config.resources !== undefined && !Array.isArray(config.resources)) throw new BadCliConfig(`${path}: resources must be a list of resource classes`)
  if (config.events !== undefined && !Array.isArray(config.events)) throw new BadCliConfig(`${path}: events must be a list of record types`)
  return {
    url: config.url,
    models: config.models,
    ...(config.resources === undefined ? {} : { resources: config.resources }),
    ...(config.events === undefined ? {} : { events: config.events }),
    migrationsPath: resolve(dirname(path), migrationsPath)
  }
}
