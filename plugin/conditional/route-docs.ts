import type { Method } from '../resources/methods.ts'

type JsonSchema = Record<string, unknown>

const STRONG_TAG = { type: 'string', description: 'The strong entity tag of the record as its GET shows it ("<digest>")' }
const WEAK_TAG = { type: 'string', description: 'The weak entity tag of this answer\'s body (W/"<digest>")' }
const IF_NONE_MATCH = { type: 'string', description: '"*" or entity tags: 304 when one names the current tag (weak comparison)' }
const IF_MATCH = { type: 'string', description: '"*" or entity tags: the write happens only when one is the record\'s current tag (strong comparison), else 412' }
const IF_MATCH_READ = { type: 'string', description: '"*" or entity tags: 412 unless one is the current tag (strong comparison)' }
const IF_NONE_MATCH_WRITE = { type: 'string', description: '"*" (create only) or entity tags: 412, nothing written, when the record exists ("*") or one names its current tag (weak comparison)' }

const TOTAL_COUNT = { type: 'string', description: 'With count=true: how many records match the filters' }
const NEXT_PAGE = { type: 'string', description: 'When there are more records: <url of the next page>; rel="next"' }
const notModified = (tag: JsonSchema): JsonSchema => ({ type: 'null', description: 'Not modified: If-None-Match names the current tag', headers: { etag: tag } })
const BAD_TAG = 'A malformed entity tag, or a request not valid otherwise'

/**
 * What conditional requests add to a route's OpenAPI schema (docs/conditional-requests.md): the
 * ETag of its answers, the If-None-Match and If-Match request headers, 304, 412 and (when the
 * resource requires If-Match) 428. `error` makes the schema of an error answer of a meaning.
 */
export function conditionalSchema (schema: JsonSchema, method: Method, item: boolean, requireIfMatch: boolean, error: (description: string) => JsonSchema): void {
  const response = schema.response as Record<string, JsonSchema>
  const tagged = (status: string, tag: JsonSchema): void => {
    if (response[status] !== undefined) response[status] = { ...response[status], headers: { ...(response[status].headers as JsonSchema), etag: tag } }
  }
  if (method === 'get') {
    tagged('200', item ? STRONG_TAG : WEAK_TAG)
    const notModifiedPage = notModified(WEAK_TAG)
    // A page's 304 keeps the headers of its 200: the next page's link and the count asked for (count=true).
    response[304] = item ? notModified(STRONG_TAG) : { ...notModifiedPage, headers: { ...(notModifiedPage.headers as JsonSchema), link: NEXT_PAGE, 'x-total-count': TOTAL_COUNT } }
    response[400] ??= error(BAD_TAG)
    response[412] = error(item ? 'If-Match names no current tag of the record' : 'If-Match names a tag other than "*": a page\'s weak tag never matches')
    schema.headers = { type: 'object', properties: { 'if-match': IF_MATCH_READ, 'if-none-match': IF_NONE_MATCH } }
    return
  }
  for (const status of ['200', '201']) tagged(status, STRONG_TAG)
  if (method === 'post') return
  // A create-only PUT (If-None-Match: *) needs no If-Match even under requireIfMatch: documented, not required.
  const ifMatch = requireIfMatch && method === 'put' ? { ...IF_MATCH, description: `${IF_MATCH.description}; required unless If-None-Match is "*"` } : IF_MATCH
  schema.headers = { type: 'object', properties: { 'if-match': ifMatch, 'if-none-match': IF_NONE_MATCH_WRITE }, ...(requireIfMatch && method !== 'put' ? { required: ['if-match'] } : {}) }
  response[400] ??= error(BAD_TAG)
  response[412] = error('If-Match names no current tag of the record, or If-None-Match names it (or is "*" and the record exists)')
  if (requireIfMatch) response[428] = error(method === 'put' ? 'If-Match is required (requireIfMatch), unless If-None-Match is "*"' : 'If-Match is required (requireIfMatch)')
}
