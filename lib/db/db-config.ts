import { MissingConfigValue } from '../errors.ts'

/**
 * The contract's `db_config(base, config_vars)`: fills `{name}` placeholders of `base` from
 * `vars`. A placeholder without a value is an error, so a half-built URI never reaches a driver.
 */
export function dbConfig (base: string, vars: Record<string, string | number>): string {
  return base.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    if (!Object.hasOwn(vars, name)) throw new MissingConfigValue(placeholder, base)
    return String(vars[name])
  })
}
