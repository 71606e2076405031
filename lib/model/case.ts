import { UnderscoreNamingStrategy } from '@mikro-orm/core'

// MikroORM's own naming strategy, so our names and the ORM's columns never disagree.
const naming = new UnderscoreNamingStrategy()

/** `pubYear` to `pub_year`. */
export function toSnakeCase (name: string): string {
  return naming.propertyToColumnName(name)
}

/**
 * A type's name after its article, `an Author`, `a Book` (`An`/`A` when `capital`): by its first
 * letter, so `a User` and `an Order`.
 */
export function withArticle (name: string, capital = false): string {
  const article = /^[aeio]/i.test(name) ? 'an' : 'a'
  return `${capital ? article[0].toUpperCase() + article.slice(1) : article} ${name}`
}

/** `pub_year` to `pubYear`. */
export function toCamelCase (name: string): string {
  return naming.columnNameToProperty(name)
}

/** `pubYear` to `pub_year` at the type level, for names a caller may give in either spelling. */
export type SnakeCase<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeCase<Tail>}`
  : S

/** A field name in its camelCase or its snake_case spelling. */
export type EitherCase<S extends string> = S | SnakeCase<S>
