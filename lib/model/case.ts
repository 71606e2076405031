import { UnderscoreNamingStrategy } from '@mikro-orm/core'

// MikroORM's own naming strategy, so our names and the ORM's columns never disagree.
const naming = new UnderscoreNamingStrategy()

/** `pubYear` to `pub_year`. */
export function toSnakeCase (name: string): string {
  return naming.propertyToColumnName(name)
}

/** `pub_year` to `pubYear`. */
export function toCamelCase (name: string): string {
  return naming.columnNameToProperty(name)
}
