// Every answer of a test app that serves an OpenAPI document is checked against that document
// (status, headers, body) with a JSON Schema 2020-12 validator: an answer the document does not
// describe throws, which fails the test. So is every request against it (its path and declared
// query parameters, its body by media type): a request the document forbids that the server
// accepts, or one it allows that the server refuses as invalid (the contract's validation 400),
// throws too. Answers to URLs that are no path of the document (an unknown route, /openapi.json
// itself) cannot be described and are only counted. Answers over real HTTP are checked the same
// way by checked-fetch.ts.
import { appendFileSync } from 'node:fs'
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify'
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js'
import formats from 'ajv-formats'
import { currentBatch } from '../../plugin/write/batch-context.ts'

type Doc = Record<string, any>

/** What an answer is checked for. */
export interface Answer {
  statusCode: number
  headers: Record<string, unknown>
  body: string
}

/** One document's compiled schemas and path patterns. */
export interface Checker {
  ajv: Ajv2020
  routes: Array<{ pattern: RegExp, path: string, item: Doc, names: string[] }>
  /** Each answer's header and body schemas, by reference. */
  validators: Map<string, ValidateFunction>
}

const counts = { validated: 0, undescribed: 0, requests: 0 }
const checkers = new WeakMap<FastifyInstance, Checker>()
// Apps that serve the same document (the example API's, on every database) share one compiled checker.
const byDocument = new Map<string, Checker>()

process.once('exit', () => {
  if (counts.validated + counts.undescribed === 0) return
  console.log(`# OpenAPI: ${counts.validated} responses validated against the document, ${counts.undescribed} to URLs it has no path for; ${counts.requests} requests checked`)
  const file = process.env.FMR_OPENAPI_COUNTS
  if (file !== undefined) appendFileSync(file, `${counts.validated} ${counts.undescribed} ${counts.requests}\n`)
})

/** The headers the API sets itself, each of which its document must name where an answer carries it. */
const API_HEADERS = /^(location|etag|link|x-total-count|retry-after|x-ratelimit-[a-z]+)$/i

/** JSON Pointer escaping of one key. */
const pointer = (key: string): string => key.replace(/~/g, '~0').replace(/\//g, '~1')

function checkerOf (app: FastifyInstance): Checker | undefined {
  const known = checkers.get(app)
  if (known !== undefined) return known
  if (!('swagger' in app) || typeof app.swagger !== 'function') return undefined
  // The served document: /openapi.json answers this same object.
  const checker = documentChecker(app.swagger() as Doc)
  checkers.set(app, checker)
  return checker
}

/** The checker of a document, compiled once per distinct document in this process. */
export function documentChecker (doc: Doc): Checker {
  const text = JSON.stringify(doc)
  const same = byDocument.get(text)
  if (same !== undefined) return same
  // Formats are checked: a request body the document allows must be one the server takes, and
  // the server refuses a date-time that is no date-time.
  const ajv = new Ajv2020({ strict: false, allErrors: true })
  ;(formats as unknown as { default: (ajv: Ajv2020) => void }).default(ajv)
  ajv.addSchema(doc, 'openapi.json')
  const routes = Object.entries(doc.paths as Record<string, Doc>).map(([path, item]) => ({
    path,
    item,
    names: [...path.matchAll(/\{([^}]+)\}/g)].map(match => match[1]),
    pattern: new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '([^/]+)')}$`)
  }))
  // Compiled now, not at a test's first answer: timing tests (a rate limit's window) must not wait
  // for it. Equal schemas share one function: the document's ~900 answer schemas are ~30 distinct
  // ones (every error answer is the same two $refs), and each compile costs milliseconds.
  const validators = new Map<string, ValidateFunction>()
  const byText = new Map<string, ValidateFunction>()
  const compile = (ref: string, schema: unknown): void => {
    const text = JSON.stringify(schema)
    let check = byText.get(text)
    if (check === undefined) {
      check = ajv.getSchema(ref) as ValidateFunction
      byText.set(text, check)
    }
    validators.set(ref, check)
  }
  for (const { path, item } of routes) {
    for (const [verb, operation] of Object.entries(item)) {
      const at = `openapi.json#/paths/${pointer(path)}/${verb}`
      ;(operation.parameters as Doc[] | undefined ?? []).forEach((parameter, i) => compile(`${at}/parameters/${i}/schema`, parameter.schema))
      for (const [media, content] of Object.entries((operation.requestBody?.content ?? {}) as Record<string, Doc>)) compile(`${at}/requestBody/content/${pointer(media)}/schema`, content.schema)
      for (const [status, answer] of Object.entries((operation.responses ?? {}) as Record<string, Doc>)) {
        const base = `openapi.json#/paths/${pointer(path)}/${verb}/responses/${status}`
        for (const [name, header] of Object.entries((answer.headers ?? {}) as Record<string, Doc>)) compile(`${base}/headers/${pointer(name)}/schema`, header.schema)
        for (const [media, content] of Object.entries((answer.content ?? {}) as Record<string, Doc>)) compile(`${base}/content/${pointer(media)}/schema`, content.schema)
        ;(answer['x-answer-variants'] as Doc[] | undefined ?? []).forEach((variant, i) => compile(`${base}/x-answer-variants/${i}/schema`, variant.schema))
      }
    }
  }
  const checker = { ajv, routes, validators }
  byDocument.set(text, checker)
  return checker
}

function validate (checker: Checker, ref: string, value: unknown): string | undefined {
  const check = checker.validators.get(ref) ?? checker.ajv.getSchema(ref)
  if (check === undefined) return `no schema at ${ref}`
  if (check(value)) return undefined
  return checker.ajv.errorsText(check.errors, { dataVar: 'body' })
}

/** Why an answer is not as the document says; undefined when it is. */
export function mismatch (checker: Checker, method: string, url: string, res: Answer): string | undefined {
  const path = url.split('?')[0]
  // A literal path wins over a templated one (`/orders/aggregate` before `/orders/{id}`), as the router picks it.
  const route = checker.routes.find(candidate => candidate.names.length === 0 && candidate.pattern.test(path)) ??
    checker.routes.find(candidate => candidate.pattern.test(path))
  const verb = method.toLowerCase()
  if (route === undefined || route.item[verb] === undefined) {
    counts.undescribed++
    return undefined
  }
  counts.validated++
  const responses = route.item[verb].responses as Record<string, Doc>
  const status = String(res.statusCode)
  const key = [status, `${status[0]}XX`, 'default'].find(name => responses[name] !== undefined)
  if (key === undefined) return `status ${status} is not documented (${Object.keys(responses).join(', ')})`
  const answer = responses[key]
  const base = `openapi.json#/paths/${pointer(route.path)}/${verb}/responses/${key}`
  for (const [name, header] of Object.entries((answer.headers ?? {}) as Record<string, Doc>)) {
    const value = res.headers[name.toLowerCase()]
    if (value === undefined) {
      if (header.required === true) return `header ${name} is missing`
      continue
    }
    const problem = validate(checker, `${base}/headers/${pointer(name)}/schema`, value)
    if (problem !== undefined) return `header ${name}: ${problem}`
  }
  // Every header of the API's own an answer carries is documented for it (a generated client, a
  // person reading the docs, learn of it there): Location, ETag, Link, X-Total-Count, Retry-After
  // and a rate limit's.
  const documented = new Set(Object.keys(answer.headers ?? {}).map(name => name.toLowerCase()))
  for (const name of Object.keys(res.headers)) {
    if (API_HEADERS.test(name) && !documented.has(name.toLowerCase())) return `header ${name} is sent but not documented for ${key}`
  }
  if (res.body === '') return undefined
  const media = String(res.headers['content-type'] ?? '').split(';')[0].trim()
  if (answer.content?.[media] === undefined) return `a ${media} body, where the document has ${Object.keys(answer.content ?? {}).join(', ') || 'no body'}`
  // A JSON media type's schema is of the parsed body; another's (/metrics' text) of the text itself.
  let body: unknown = res.body
  if (media === 'application/json' || media.endsWith('+json')) {
    try {
      body = JSON.parse(res.body)
    } catch {
      return `a body that is not JSON: ${res.body.slice(0, 80)}`
    }
  }
  // A query parameter that brings another answer (fields, debug=true): that answer's schema, listed
  // beside the response's own (x-answer-variants); the response's own otherwise.
  const query = new URLSearchParams(url.split('?')[1] ?? '')
  const variants = (answer['x-answer-variants'] as Doc[] | undefined ?? [])
    .map((variant, i) => ({ variant, i }))
    .filter(({ variant }) => query.has(variant.parameter) && (variant.value === undefined || sameValue(query.get(variant.parameter) as string, variant.value as string)))
  const refs = variants.length > 0 && media === 'application/json'
    ? variants.map(({ i }) => `${base}/x-answer-variants/${i}/schema`)
    : [`${base}/content/${pointer(media)}/schema`]
  const problems = refs.map(ref => validate(checker, ref, body))
  return problems.includes(undefined) ? undefined : `body: ${problems.join('; or ')}`
}

/** A request as sent: its method, its URL with the query, its headers and its body's text. */
export interface Sent {
  method: string
  url: string
  headers: Record<string, unknown>
  body?: string
}

/** A path or query parameter's text as the value its schema describes: a number or a boolean where the schema takes one. */
function parameterValue (schema: Doc | undefined, text: string): unknown {
  const types = [schema?.type ?? [], ...((schema?.anyOf ?? []) as Doc[]).map(part => part.type ?? []), ...((schema?.enum ?? []) as unknown[]).map(value => typeof value)].flat()
  if ((types.includes('integer') || types.includes('number')) && /^-?\d+(\.\d+)?$/.test(text)) return Number(text)
  if (types.includes('boolean') && (text === 'true' || text === 'false')) return text === 'true'
  return text
}

/** A path segment's text; a malformed escape (`%FF`) as sent, which the route then refuses. */
function decoded (segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/** Whether a JSON value nests deeper than `limit` objects and arrays, found without recursion. */
function deeperThan (value: unknown, limit: number): boolean {
  let level: unknown[] = [value]
  for (let depth = 0; level.length > 0; depth++) {
    if (depth > limit) return true
    level = level.flatMap(item => item !== null && typeof item === 'object' ? Object.values(item) : [])
  }
  return false
}

/**
 * A body's snake_case keys as their camelCase wire names, at every depth, where the camelCase one
 * is not also there: the server takes a column's snake_case name too (decisions.md), and the
 * document describes the camelCase wire form only (docs/resources.md says so).
 */
function wireKeys (value: unknown): unknown {
  if (Array.isArray(value)) return value.map(wireKeys)
  if (value === null || typeof value !== 'object') return value
  const out: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value)) {
    const camel = key.includes('_') && !key.startsWith('_') ? key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase()) : key
    Object.defineProperty(out, Object.hasOwn(value, camel) && camel !== key ? key : camel, { value: wireKeys(item), enumerable: true, writable: true, configurable: true })
  }
  return out
}

/**
 * Why the document forbids this request (its path and declared query parameters, its body by
 * media type, `application/*+json` as JSON); undefined when it allows it, or has no operation for
 * it. Query parameters the document does not declare are not judged: a filter through a
 * relationship (`author.lastName`) and a hook's own parameters cannot all be listed.
 */
export function requestMismatch (checker: Checker, sent: Sent): string | undefined {
  // The path as it is routed: no fragment, dot segments resolved (light-my-request's URL does it too).
  const { pathname: path, search } = new URL(sent.url, 'http://localhost')
  const query = search.slice(1)
  // A literal path wins over a templated one (`/orders/aggregate` before `/orders/{id}`), as the router picks it.
  const route = checker.routes.find(candidate => candidate.names.length === 0 && candidate.pattern.test(path)) ??
    checker.routes.find(candidate => candidate.pattern.test(path))
  const verb = sent.method.toLowerCase()
  const operation = route?.item[verb] as Doc | undefined
  if (route === undefined || operation === undefined) return undefined
  counts.requests++
  const at = `openapi.json#/paths/${pointer(route.path)}/${verb}`
  const values = (route.pattern.exec(path) ?? []).slice(1)
  const given = new URLSearchParams(query)
  const parameters = (operation.parameters ?? []) as Doc[]
  for (let i = 0; i < parameters.length; i++) {
    const { name, schema } = parameters[i]
    let text: string | undefined
    if (parameters[i].in === 'path') text = decoded(values[route.names.indexOf(name)] ?? '')
    else if (parameters[i].in === 'query') text = given.get(name) ?? undefined
    if (parameters[i].style === 'deepObject' && text === undefined) {
      // `pubYear[ge]=1970` is the member ge of the object pubYear; `pubYear[]=1&pubYear[]=2`, a
      // repeated value (IN), is no member and is not judged, as no undeclared parameter is.
      const members = [...given.keys()].filter(key => key.startsWith(`${name}[`) && key.endsWith(']') && key !== `${name}[]`).map(key => [key.slice(name.length + 1, -1), given.get(key)])
      if (members.length === 0) continue
      const problem = validate(checker, `${at}/parameters/${i}/schema`, Object.fromEntries(members))
      if (problem !== undefined) return `query parameter ${name} (deepObject): ${problem}`
      continue
    }
    if (text === undefined) continue
    const problem = validate(checker, `${at}/parameters/${i}/schema`, parameterValue(schema, text))
    if (problem !== undefined) return `${parameters[i].in} parameter ${name}: ${problem}`
  }
  const requestBody = operation.requestBody as Doc | undefined
  if (requestBody === undefined) return undefined
  if (sent.body === undefined || sent.body === '') return requestBody.required === true ? 'the body is required' : undefined
  const type = String(sent.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase()
  const media = type === 'application/json' || /^application\/[\w.+-]+\+json$/.test(type) ? 'application/json' : type
  if (requestBody.content?.[media] === undefined) return `a ${type || 'typeless'} body, where the document takes ${Object.keys(requestBody.content ?? {}).join(', ')}`
  let body: unknown
  try {
    // A byte order mark before the text is read past, as Fastify's JSON parser does.
    body = JSON.parse(sent.body.replace(/^\uFEFF/, ''))
  } catch {
    return 'a body that is not JSON'
  }
  // The server refuses a body nested past its own bound (plugin/routes/json-body.ts); a schema
  // says nothing of depth, and walking such a body would overflow this checker's stack.
  if (deeperThan(body, 64)) return undefined
  const problem = validate(checker, `${at}/requestBody/content/${pointer(media)}/schema`, wireKeys(body))
  return problem === undefined ? undefined : `body: ${problem}`
}

/**
 * Problems no JSON Schema of a document can state, which a request the document allows may still
 * have: rules between fields or records (an owned single's key, a child of another parent,
 * nesting deeper than one level), a string that is no well-formed Unicode, a numeric's
 * precision, a date that the calendar does not have.
 */
const BEYOND_SCHEMA = [
  /^Set through /, /^Names another /, /^Nested writes go one level deep/, /^The field is given twice/,
  / ids are chosen by the server/, /is not a valid string$/, /is not a valid numeric\(/, /is not a valid (date|date-time)$/, /is not a child of /, /^No \w+ has this /
]

/**
 * A validation failure of the contract that a schema could have stated: a 400 whose message is the
 * list of problems, one of which is not BEYOND_SCHEMA. A batch's answer relaying one operation's
 * failure (`operation`) is about that operation, checked as its own request.
 */
function refusedAsInvalid (res: Answer): boolean {
  if (res.statusCode !== 400) return false
  let body: { message?: unknown, operation?: unknown, code?: unknown, errors?: Array<{ message: string }> }
  try {
    body = JSON.parse(res.body)
  } catch {
    return false
  }
  if (body.operation !== undefined) return false
  const texts = Array.isArray(body.message)
    ? (body.message as Array<Record<string, unknown>>).flatMap(entry => Object.entries(entry).map(([key, text]) => key === 'missing_columns' ? 'missing' : String(text)))
    : body.code === 'FMR_ERR_VALIDATION' ? (body.errors ?? []).map(problem => problem.message) : []
  return texts.some(text => !BEYOND_SCHEMA.some(rule => rule.test(text)))
}

/**
 * Why a request and its answer disagree with the document: a request it forbids that the server
 * took (a 1xx-3xx answer), or one it allows that the server refused as invalid; undefined otherwise.
 */
export function exchangeMismatch (checker: Checker, sent: Sent, res: Answer): string | undefined {
  const forbidden = requestMismatch(checker, sent)
  if (forbidden !== undefined && res.statusCode < 400) return `the document forbids the request (${forbidden}), but the server took it`
  if (forbidden === undefined && refusedAsInvalid(res)) return `the document allows the request, but the server refused it as invalid: ${res.body.slice(0, 200)}`
  return mismatch(checker, sent.method, sent.url, res)
}

/** Checks every answer `app.inject(options)` gives from now on; a mismatch rejects the call. An app that serves no document is left as it is. */
export function checkAnswers (app: FastifyInstance): void {
  const checker = checkerOf(app)
  if (checker === undefined) return
  const inject = app.inject.bind(app)
  const checked = async (options: InjectOptions | string): Promise<LightMyRequestResponse> => {
    const res = await inject(options)
    const { method = 'GET', url = '/' } = typeof options === 'string' ? { url: options } : options
    const path = typeof url === 'string' ? url : String(url.pathname ?? '/')
    // A batch's operation runs through inject too: the route a batch may not reach answers it a
    // 404 that no direct request gets, described by the batch's own route instead.
    if (currentBatch() !== undefined && res.statusCode === 404) {
      counts.undescribed++
      return res
    }
    const sent = typeof options === 'string' ? { method: 'GET', url: options, headers: {} } : sentOf(options)
    const problem = exchangeMismatch(checker, sent, res)
    if (problem !== undefined) throw new Error(`${String(method)} ${path.split('?')[0]} answered ${res.statusCode}, not as the OpenAPI document says: ${problem}`)
    return res
  }
  // Only the promise form is checked; the chainable form (no options) is Fastify's own.
  app.inject = ((options?: InjectOptions | string, callback?: unknown) => options === undefined || callback !== undefined
    ? (inject as (...args: unknown[]) => unknown)(options, callback)
    : checked(options)) as typeof app.inject
}

/** What inject sends for `options`: a non-string, non-Buffer payload as JSON (as light-my-request does). */
function sentOf (options: InjectOptions): Sent {
  const { method = 'GET', url = '/', query, headers = {}, payload } = options
  let text = typeof url === 'string' ? url : String(url.pathname ?? '/') + (typeof url.query === 'string' && url.query !== '' ? `?${url.query}` : '')
  if (query !== undefined) text += (text.includes('?') ? '&' : '?') + new URLSearchParams(query as Record<string, string>).toString()
  const lower = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]))
  let body: string | undefined
  if (typeof payload === 'string') body = payload
  else if (Buffer.isBuffer(payload)) body = payload.toString('utf8')
  else if (payload !== undefined && payload !== null && typeof (payload as { pipe?: unknown }).pipe !== 'function') {
    body = JSON.stringify(payload)
    lower['content-type'] ??= 'application/json'
  }
  return { method: String(method), url: text, headers: lower, ...(body === undefined ? {} : { body }) }
}

/** A variant's value as sent: a flag's `true` is also `1` or the name alone (`?debug`), as the document's flags say. */
function sameValue (sent: string, value: string): boolean {
  return sent === value || (value === 'true' && (sent === '1' || sent === ''))
}
