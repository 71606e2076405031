// Every answer of a test app that serves an OpenAPI document is checked against that document
// (status, headers, body) with a JSON Schema 2020-12 validator: an answer the document does not
// describe throws, which fails the test. Answers to URLs that are no path of the document (an
// unknown route, /openapi.json itself) cannot be described and are only counted. Answers over
// real HTTP are checked the same way by checked-fetch.ts.
import { appendFileSync } from 'node:fs'
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify'
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js'
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
  routes: Array<{ pattern: RegExp, path: string, item: Doc }>
  /** Each answer's header and body schemas, by reference. */
  validators: Map<string, ValidateFunction>
}

const counts = { validated: 0, undescribed: 0 }
const checkers = new WeakMap<FastifyInstance, Checker>()
// Apps that serve the same document (the example API's, on every database) share one compiled checker.
const byDocument = new Map<string, Checker>()

process.once('exit', () => {
  if (counts.validated + counts.undescribed === 0) return
  console.log(`# OpenAPI: ${counts.validated} responses validated against the document, ${counts.undescribed} to URLs it has no path for`)
  const file = process.env.FMR_OPENAPI_COUNTS
  if (file !== undefined) appendFileSync(file, `${counts.validated} ${counts.undescribed}\n`)
})

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
  const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true })
  ajv.addSchema(doc, 'openapi.json')
  const routes = Object.entries(doc.paths as Record<string, Doc>).map(([path, item]) => ({
    path,
    item,
    pattern: new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`)
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
      for (const [status, answer] of Object.entries((operation.responses ?? {}) as Record<string, Doc>)) {
        const base = `openapi.json#/paths/${pointer(path)}/${verb}/responses/${status}`
        for (const [name, header] of Object.entries((answer.headers ?? {}) as Record<string, Doc>)) compile(`${base}/headers/${pointer(name)}/schema`, header.schema)
        for (const [media, content] of Object.entries((answer.content ?? {}) as Record<string, Doc>)) compile(`${base}/content/${pointer(media)}/schema`, content.schema)
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
  const route = checker.routes.find(candidate => candidate.pattern.test(path))
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
  const problem = validate(checker, `${base}/content/${pointer(media)}/schema`, body)
  return problem === undefined ? undefined : `body: ${problem}`
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
    const problem = mismatch(checker, String(method), path, res)
    if (problem !== undefined) throw new Error(`${String(method)} ${path} answered ${res.statusCode}, not as the OpenAPI document says: ${problem}`)
    return res
  }
  // Only the promise form is checked; the chainable form (no options) is Fastify's own.
  app.inject = ((options?: InjectOptions | string, callback?: unknown) => options === undefined || callback !== undefined
    ? (inject as (...args: unknown[]) => unknown)(options, callback)
    : checked(options)) as typeof app.inject
}
