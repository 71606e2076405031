import type { FastifyInstance, FastifyRequest } from 'fastify'
import { errors, HookQuery, type DB } from '../../lib/index.ts'
import { toDict } from '../../lib/serialize/to-dict.ts'
import type { ReadSpec } from '../../lib/read/reader.ts'
import { shapeOf } from '../../lib/sql/shape.ts'
import { showValue } from '../../lib/validate/coerce.ts'
import { compileScreen } from '../../lib/validate/screen-body.ts'
import { decoratorsFor } from '../hooks/decorators.ts'
import { camelCaseBody } from '../hooks/camel-case-body.ts'
import { hasInputHook, processInput } from '../hooks/input-hooks.ts'
import type { Data } from '../hooks/types.ts'
import type { Method } from '../resources/methods.ts'
import { SINGLE_METHODS } from '../resources/methods.ts'
import type { ModelResource } from '../resources/model-resource.ts'
import { createRecord } from '../write/create-record.ts'
import { deleteRecord } from '../write/delete-record.ts'
import { patchRecord } from '../write/patch-record.ts'
import { replaceRecord } from '../write/replace-record.ts'
import { MethodPlans } from '../resources/method-plans.ts'
import { jsonObject, jsonObjectOrArray } from './json-body.ts'
import { checkBulkResource, postBulk } from './bulk-post.ts'
import { validationFailed } from './validation-failed.ts'
import { parseId, parseKey, type RecordId } from './parse-id.ts'
import { noteKeyRoute } from './key-routes.ts'
import { pathParameters } from './route-path.ts'
import { isComposite, keyConditions, keyOf, keyPath, showKey, wirePart } from '../../lib/model/record-key.ts'
import { kindOf } from '../../lib/columns/kinds/index.ts'
import { replyWritten, type Nested } from './reply-written.ts'
import { outputSchema } from './response-schema.ts'
import { errorAnswer, routeSchema } from './route-schema.ts'
import { kMeta, kReader } from '../../lib/symbols.ts'
import type { SerialPlan } from '../../lib/serialize/plan.ts'
import type { ColumnMeta, ModelMeta, RelationshipMeta } from '../../lib/model/model-meta.ts'
import { readerOf } from './read-your-writes.ts'
import { checkSingleQuery, fieldsParameter } from '../query/parse-fields.ts'
import { Selections } from '../query/selections.ts'
import { selectedText } from './send-selected.ts'
import { withSelections } from '../docs/selected.ts'
import { nestedStatuses, type NestedTarget } from '../docs/declared.ts'
import { isGenerated } from '../../lib/model/required.ts'
import { writtenAnswers } from '../docs/written.ts'
import { fieldsDoc } from './collection-query-schema.ts'
import { notModified, requestConditions, writeConditions, type WriteConditions } from '../conditional/conditions.ts'
import { RecordTags } from '../conditional/record-tags.ts'
import { RelatedTypes } from '../query/related-types.ts'
import { answerBytes, recordTag } from '../conditional/record-tag.ts'
import { refuseLargeAnswer, refuseLargeTexts } from './answer-size.ts'
import { NestedWrites, withNested, type NestedInput, type NestedMethod } from '../write/nested-input.ts'
import { NestedWrite } from '../write/nested-write.ts'
import { clientChosenIds } from '../resources/client-ids.ts'

export interface SingleUrls {
  collection: string
  item: string
}

/**
 * The relationships a GET answer shows, each with the columns of their records that every answer
 * showing it shows (`answers`: the GET's first, then the writes', whose serial settings may differ):
 * a client may write back any of them.
 */
function shownColumns (answers: readonly SerialPlan[]): Map<RelationshipMeta, ReadonlySet<ColumnMeta>> {
  const shown = new Map<RelationshipMeta, Set<ColumnMeta>>()
  answers.forEach((plan, index) => {
    for (const field of plan.relations) {
      const columns = new Set(field.plan.fields.flatMap(one => one.kind === 'column' && !one.writeOnly ? [one.column] : []))
      const before = shown.get(field.relation)
      if (before !== undefined) shown.set(field.relation, new Set([...before].filter(column => columns.has(column))))
      else if (index === 0) shown.set(field.relation, columns)
    }
  })
  return shown
}

/**
 * Refuses a writable relationship that the GET answer shows without its records' key: tried as a
 * new user would, a PUT of such a GET deleted each child and made it again without the columns the
 * answer left out (a many-to-many's records were made anew on every write-back).
 */
function checkWritableKeys (meta: ModelMeta, get: SerialPlan): void {
  for (const field of get.relations) {
    if (field.relation.writable !== true) continue
    const shown = new Set(field.plan.fields.flatMap(one => one.kind === 'column' ? [one.column] : []))
    const hidden = field.relation.targetMeta.primaryKeys.filter(column => !shown.has(column)).map(column => column.prop).join(', ')
    if (hidden !== '') throw new errors.WritableKeyHidden(`${meta.name}.${field.relation.name}`, 'GET', hidden)
  }
}

/**
 * The record's own columns the GET answer shows: a PUT keeps the value of one it leaves out, as of
 * a write-only one, since a PUT of what the GET showed cannot send it back. (Only the GET's: a
 * narrower POST answer must not turn every PUT into a partial change.)
 */
function ownColumnsShown (get: SerialPlan): ReadonlySet<ColumnMeta> {
  return new Set(get.fields.flatMap(one => one.kind === 'column' && !one.writeOnly ? [one.column] : []))
}

/**
 * The five routes of a single-record resource, with everything they need built now, not per
 * request. `writers`: the plugin's single-record resources by record type, whose hooks nested
 * records of that type go through (extensions §7); `types`: whose GET hooks narrow the records
 * an answer shows nested.
 */
export function singleRoutes (
  scope: FastifyInstance, cls: typeof ModelResource, db: DB, urls: SingleUrls, writers: ReadonlyMap<string, typeof ModelResource> = new Map(),
  types = new RelatedTypes(db, [])
): void {
  const meta = cls.modelClass[kMeta]
  const pk = meta.primaryKey
  const plans = new MethodPlans(db, cls, SINGLE_METHODS)
  const screens = { whole: compileScreen(meta, 'whole'), partial: compileScreen(meta, 'partial') }
  const camelCase = camelCaseBody(meta)
  const getPlan = plans.plan('get')
  const tags = new RecordTags(cls, getPlan)
  const selections = new Selections(getPlan, outputSchema)
  const writable = meta.relationships.filter(relation => relation.writable === true)
  const answers = [getPlan, ...(['post', 'put', 'patch'] as const).map(method => plans.plan(method))]
  checkWritableKeys(meta, getPlan)
  const nestedWrites = new NestedWrites(db, writable, writers, shownColumns(answers), types)
  const shown = ownColumnsShown(getPlan)
  const nestedTargets: NestedTarget[] = writable.map(relation => ({ name: relation.name, orphans: relation.orphans, statuses: writers.get(relation.target)?.statuses, requireIfMatch: writers.get(relation.target)?.requireIfMatch }))
  // A many-to-many's links go through its join model's resource, where there is one (plugin/write/link-hooks.ts).
  for (const relation of writable) {
    const link = relation.through === undefined ? undefined : writers.get(relation.through.meta.name)
    if (link !== undefined && relation.through !== undefined) nestedTargets.push({ name: relation.through.meta.name, link: true, statuses: link.statuses, requireIfMatch: link.requireIfMatch })
  }

  const options = (method: Method) => {
    const schema = routeSchema(cls, method, plans, outputSchema)
    const response = schema.response as Record<string, Record<string, unknown>>
    // The refusals of the nested records' hooks are the parent's answers.
    for (const [status, description] of Object.entries(nestedStatuses(nestedTargets, method))) response[status] ??= errorAnswer(description)
    // For OpenAPI: a GET takes `fields` (read by our own parser, like every query).
    if (method === 'get') schema.querystring = { type: 'object', properties: { fields: fieldsDoc(meta) } }
    // A selection is sent past the serializer: documented beside the whole record; so is a
    // write's {message} in place of a record too large to answer.
    const config = { openapiResponses: method === 'get' ? { 200: withSelections(response[200]) } : writtenAnswers(response, plans, method, cls.bulk ? cls.maxBulk : 1) }
    return { preHandler: [...decoratorsFor(cls.methodDecorators, method)], schema, config }
  }

  // A composite key's parameters, in the URL's order (that of the key's columns).
  const composite = isComposite(meta)
  // Ids the server makes (a single generated key, clientIds false): a POST may send none. Known once.
  const serverIds = !composite && !clientChosenIds(cls)
  const keyParameters = pathParameters(urls.item)

  /** The key the path's parameters name; an InvalidId (404) for segments the key's kind does not take. */
  const keyOfPath = (params: Record<string, string>): RecordId => composite ? parseKey(meta, keyParameters.map(name => params[name])) : parseId(meta, params.id)
  noteKeyRoute(scope, scope.prefix + urls.item, params => {
    try {
      keyOfPath(params)
      return true
    } catch {
      return false
    }
  })

  function idQuery (request: FastifyRequest): { id: RecordId, query: HookQuery } {
    const params = request.params as Record<string, string>
    const query = new HookQuery(cls.modelClass)
    if (composite) {
      const key = keyOfPath(params)
      query.conditions.push(...keyConditions(meta, key))
      return { id: key, query }
    }
    const id = keyOfPath(params)
    // The primary key is known here: no name lookup per request.
    query.conditions.push({ column: pk, op: 'eq', value: id })
    return { id, query }
  }

  function screened (mode: 'whole' | 'partial', data: Data, nested?: NestedInput): Record<string, unknown> {
    const { values, errors: problems } = screens[mode](data)
    const all = withNested(problems, nested)
    if (all.length > 0) throw validationFailed(meta, all)
    return values
  }

  /** The writable relationships sent in the body, read after the parent's hook (which sees them as sent). */
  async function readNested (request: FastifyRequest, method: NestedMethod, data: Data, id?: RecordId, there?: boolean): Promise<NestedInput | undefined> {
    return nestedWrites.any ? await nestedWrites.read(request, method, data, id, there) : undefined
  }

  /**
   * Whether the record a PUT or PATCH sending nested records names is there, known before the
   * nested records' hooks run, which may look for their parent (the example's Job hook refused
   * "orderId 99 does not match any Order", a 409, for both cases below). "There" is as the hook's
   * query reads it: a record it leaves out is answered as one that does not exist, whatever the
   * nested hooks would say. A PATCH of a record that is not there is its 404. A PUT reads the
   * nested records of one that is not there as a POST does: they are given no parent key, and
   * the PUT creates it, or answers the 404 of a PUT that cannot.
   */
  async function parentThere (method: 'put' | 'patch', data: Data, where: HookQuery['conditions'], id: RecordId): Promise<boolean> {
    if (!writable.some(relation => data[relation.name] !== undefined)) return true
    const found = await db[kReader].rows(meta, { where, order: [], limit: 1 }, meta.primaryKeys)
    if (found.length === 0 && method === 'patch') throw new errors.RecordNotFound(meta.name, showKey(meta, id))
    return found.length !== 0
  }

  /** The nested part of a write: none (the single-statement path) unless records, or an owned single's key to compare, were sent. */
  function nestedWrite (method: NestedMethod, input: NestedInput | undefined): NestedWrite | undefined {
    return input === undefined || (input.sets.length === 0 && input.sentKeys.length === 0) ? undefined : new NestedWrite(method, input)
  }

  /** A write's body as its hooks see it: a copy with camelCase keys only; both spellings of a column are a 400. */
  function camelCased (body: Data): Data {
    const { data, problems } = camelCase(body)
    if (problems.length > 0) throw validationFailed(meta, problems)
    return data === body ? { ...body } : data
  }

  function checkBodyId (data: Data, id: RecordId): void {
    if (Array.isArray(id)) {
      meta.primaryKeys.forEach((column, index) => checkKeyPart(data, column, id[index]))
      return
    }
    checkKeyPart(data, pk, id)
  }

  function checkKeyPart (data: Data, column: typeof pk, id: number | string): void {
    const sent = data[column.prop] ?? data[column.name]
    if (sent === undefined || sent === null) return
    // A composite key's part is compared as its kind reads it, in wire form: a date-time sent as
    // a GET showed it ('2024-02-03 04:05:06') is the path's, whatever spelling the path used.
    if (composite) {
      const coerced = kindOf(column.info).coerce(column.info, sent, typeof sent === 'string')
      if (coerced.ok && String(wirePart(column, coerced.value)) === String(wirePart(column, id))) return
      throw new errors.IdMismatch(showValue(sent).slice(0, 40), String(wirePart(column, id)))
    }
    // Only a number or a string can name the id, checked before String(): String() of a client's
    // object throws when its `toString` is no function ({"toString": "x"}, a 500 before).
    // A string id (a uuid) is kept lowercase, and is accepted in any case, as in the path.
    if ((typeof sent !== 'number' && typeof sent !== 'string') ||
      !(typeof id === 'string' ? String(sent).toLowerCase() === id : String(sent) === String(id))) {
      // showValue, not JSON.stringify: a hook's data is not depth-checked and may not be JSON.
      throw new errors.IdMismatch(showValue(sent).slice(0, 40), id)
    }
  }

  /**
   * A PUT's body with the key's parts the path gives and the body leaves out (or sends as null): a composite key's,
   * or a single key the database does not generate (a BigInteger's, a text's), which the
   * document says the path gives. A generated key is never required.
   */
  function withPathKey (data: Data, id: RecordId): Data {
    if (!composite && isGenerated(meta.primaryKey)) return data
    const parts = composite ? id as unknown[] : [id]
    const whole = { ...data }
    // In wire form, as the body's own values are sent: the body is validated as sent.
    // A part sent as null is the path's too (the document says so): a text key's was a 400.
    meta.primaryKeys.forEach((column, index) => {
      if ((whole[column.prop] ?? whole[column.name] ?? null) !== null) return
      delete whole[column.name]
      whole[column.prop] = wirePart(column, parts[index])
    })
    return whole
  }

  /**
   * A PATCH's body without the key parts it sends as null: null stands for the path's part, as
   * the document says (a PUT's withPathKey fills it), and a PATCH need not write the key. Tried as
   * a new user would: a composite or text key's part sent so was a 400 missing_columns.
   */
  function withoutNullKey (data: Data): Data {
    const nulls = meta.primaryKeys.filter(column => data[column.prop] === null || data[column.name] === null)
    if (nulls.length === 0) return data
    const rest = { ...data }
    for (const column of nulls) { delete rest[column.prop]; delete rest[column.name] }
    return rest
  }

  /** The caller's narrowing of a plan's nested records: a write answers them as the caller's GET would. */
  const narrowingOf = (request: FastifyRequest): Nested => plan => types.nested(request, plan)

  /** A write's If-Match and If-None-Match, compared with the tag of the caller's GET answer (its nested records narrowed). */
  async function tagConditions (request: FastifyRequest): Promise<WriteConditions | undefined> {
    const conditions = writeConditions(request, tags, cls.requireIfMatch)
    if (conditions !== undefined) conditions.narrowing = await types.nested(request, getPlan)
    return conditions
  }

  let byIdShape: string | undefined

  scope.get(urls.item, options('get'), async (request, reply) => {
    // A malformed If-Match or If-None-Match is a 400 before anything is read.
    const conditions = requestConditions(request)
    const { id, query: given } = idQuery(request)
    const input = { query: given, data: { ...(request.query as Data) } }
    // Nothing is awaited that is already there: without a GET hook, on SQLite (whose driver
    // answers at once), the handler's one promise is the one it returns (bench/RESULTS.md).
    // The hook is looked up on the instance: one declared as a class field is there only.
    const resource = new cls(request, db)
    const getHook = hasInputHook(resource, 'get')
    const { query = given, data } = getHook ? await processInput(resource, 'get', input, { id }) : input
    // `fields` (extensions §2), checked before anything is read; nothing else is taken.
    checkSingleQuery(request.query as Data, data)
    const text = fieldsParameter(data)
    const selection = text === undefined ? undefined : selections.get(text)
    // The tag is the record's whatever `fields` asks: a selection that only narrows the GET answer
    // is written from what the GET reads; one with its own list limit or order reads that too.
    const plan = selection?.narrowsOnly === false ? selection.plan : getPlan
    const reader = readerOf(db, request)
    // A selection's own read is the answer, the GET's is the tag: the tag is read first, so that a
    // change committed in between makes it older than the answer (the next If-Match a 412), never
    // newer. Tried as a new user would: the answer showed a title with the tag of the next one, and
    // a PATCH of what it showed, under that If-Match, overwrote a change the client never saw.
    const apart = plan === getPlan ? undefined : await tags.read(reader, id, await types.nested(request, getPlan))
    const spec: ReadSpec = { where: query.conditions, order: [], limit: 1 }
    // Without a hook, the id alone as idQuery made it: one shape for every such GET, found once.
    if (!getHook) spec.shape = byIdShape ??= shapeOf(spec, reader.dialect)
    const narrowed = types.nested(request, plan)
    const narrowing = narrowed instanceof Promise ? await narrowed : narrowed
    const read = reader.rows(meta, spec, plan.reads, plan, narrowing)
    const rows = Array.isArray(read) ? read : await read
    if (rows.length === 0) throw new errors.RecordNotFound(meta.name, showKey(meta, id))
    const loading = reader.loadRelations(plan, rows, cls.maxRecords, true, narrowing)
    if (loading !== undefined) await loading
    const body = toDict(plan, rows[0])
    if (selection === undefined) {
      refuseLargeTexts(plan, [body], cls.maxAnswerBytes)
      // The default answer: its text is written once, and its bytes hashed for the tag and sent as they are.
      const bytes = refuseLargeAnswer(answerBytes(tags.text(body)), cls.maxAnswerBytes)
      if (notModified(conditions, reply, recordTag(bytes))) return reply.send()
      // The bytes returned, not sent: an async handler that returns the reply makes Fastify watch
      // the response's end for it (a stream listener per request). A Buffer is sent unchanged.
      reply.type('application/json; charset=utf-8')
      return bytes
    }
    const tag = plan === getPlan ? tags.ofGetAnswer(body) : apart
    if (tag === undefined) throw new errors.RecordNotFound(meta.name, showKey(meta, id)) // created between the two reads
    if (notModified(conditions, reply, tag)) return reply.send()
    const selected = plan === getPlan ? toDict(selection.plan, rows[0]) : body
    refuseLargeTexts(selection.plan, [selected], cls.maxAnswerBytes)
    return selectedText(reply, selection.schema, selected)
  })

  checkBulkResource(cls)
  const bulk = { cls, db, plans, screen: screens.whole, camelCase, types }

  // A created record's URL as a client requests it: under the prefix the plugin is registered with.
  const located = `${scope.prefix}${urls.collection}/`
  scope.post(urls.collection, options('post'), async (request, reply) => {
    const body = jsonObjectOrArray(request, cls.bulk)
    if (Array.isArray(body)) return await postBulk(request, reply, body, bulk)
    const resource = new cls(request, db)
    const sent = camelCased(body)
    // Refused before any hook runs: where ids are the server's, a client's id is never written.
    if (serverIds && (sent[pk.prop] ?? sent[pk.name] ?? null) !== null) throw new errors.ClientIdRefused(meta.name)
    const { data } = await processInput(resource, 'post', { data: sent })
    const nested = await readNested(request, 'post', data)
    const written = await createRecord({ resource, method: 'post', values: screened('whole', data, nested), nested: nestedWrite('post', nested), answer: plans.plan('post') })
    reply.header('location', located + keyPath(meta, keyOf(meta, written.record)))
    return await replyWritten(reply, resource, 'post', written, plans, tags, narrowingOf(request))
  })

  for (const method of ['put', 'patch'] as const) {
    scope[method](urls.item, options(method), async (request, reply) => {
      const conditions = await tagConditions(request)
      const resource = new cls(request, db)
      const { id, query: given } = idQuery(request)
      const sent = camelCased(jsonObject(request))
      checkBodyId(sent, id)
      const { query = given, data } = await processInput(resource, method, { query: given, data: sent }, { id })
      checkBodyId(data, id) // again: a hook may have changed it
      const there = await parentThere(method, data, query.conditions, id)
      const nested = await readNested(request, method, data, id, there)
      const values = method === 'put' ? screened('whole', withPathKey(data, id), nested) : screened('partial', withoutNullKey(data), nested)
      const write = method === 'put' ? replaceRecord : patchRecord
      const written = await write({ resource, method, where: query.conditions, id, values, conditions, nested: nestedWrite(method, nested), answer: plans.plan(method), shown })
      if (written.statusCode === 201) reply.header('location', located + keyPath(meta, id))
      return await replyWritten(reply, resource, method, written, plans, tags, narrowingOf(request))
    })
  }

  scope.delete(urls.item, options('delete'), async (request, reply) => {
    const conditions = await tagConditions(request)
    const resource = new cls(request, db)
    const { id, query: given } = idQuery(request)
    const { query = given } = await processInput(resource, 'delete', { query: given, data: {} }, { id })
    const written = await deleteRecord({ resource, method: 'delete', where: query.conditions, id, values: {}, conditions })
    return await replyWritten(reply, resource, 'delete', written, plans, tags, narrowingOf(request))
  })
}
