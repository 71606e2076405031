import type { Params } from './params.ts'

export interface Page {
  limit?: number
  offset?: number
}

/**
 * ` limit ? offset ?`, the parts given. `inlineLimit` writes an integer limit into the text
 * (the dialect's choice for reads, see SqlDialect.inlineLimit); an offset of 0 is left out.
 */
export function pageSql (page: Page, params: Params, inlineLimit = false): string {
  const { limit, offset } = page
  let text = ''
  if (limit !== undefined) text += ` limit ${limitInText(page, inlineLimit) ? limit : params.add(limit)}`
  if (offset !== undefined && offset > 0) {
    text += `${limit === undefined ? params.dialect.offsetWithoutLimit : ''} offset ${params.add(offset)}`
  }
  return text
}

/** Whether the page's limit is written into the text rather than bound. */
export function limitInText (page: Page, inlineLimit: boolean): boolean {
  return inlineLimit && page.limit !== undefined && Number.isSafeInteger(page.limit)
}

/** The values pageSql binds, in its order, added to `values`. */
export function pageValues (page: Page, values: unknown[], inlineLimit = false): void {
  if (page.limit !== undefined && !limitInText(page, inlineLimit)) values.push(page.limit)
  if (page.offset !== undefined && page.offset > 0) values.push(page.offset)
}
