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
  if (limit !== undefined) text += ` limit ${inlineLimit && Number.isSafeInteger(limit) ? limit : params.add(limit)}`
  if (offset !== undefined && offset > 0) {
    text += `${limit === undefined ? params.dialect.offsetWithoutLimit : ''} offset ${params.add(offset)}`
  }
  return text
}
