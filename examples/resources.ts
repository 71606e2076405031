import { BatchResource, CollectionModelResource, MetaResource, ModelResource, type CommitHook, type Data, type HookResult, type HookReturn, type Kwargs } from '../plugin/index.ts'
import { Value } from 'typebox/value'
import type { HookQuery } from '../lib/index.ts'
import { callerId, userRequired } from './auth.ts'
import { Author, Book, BookTag, Job, Node, Order, Tag, User } from './models.ts'

// Plain resources at `/`: Author, Book, Tag, BookTag, User and Node, each with its collection and
// meta resources. Clients may choose their ids there (a POST with an id, a PUT that creates).

export class AuthorResource extends ModelResource.of(Author, { clientIds: true }) {}
export class AuthorCollection extends CollectionModelResource.of(Author) {}
export class BookResource extends ModelResource.of(Book, { clientIds: true, bulk: true }) {}
export class BookCollection extends CollectionModelResource.of(Book, { aggregates: true, events: true }) {
  // `search=` on /books looks in the title and the author's last name (docs/query-language.md#search);
  // new DB(url, { models, resources }) makes the index from it.
  static override search = ['title', 'author.lastName']
}
export class TagResource extends ModelResource.of(Tag, { clientIds: true }) {}
export class TagCollection extends CollectionModelResource.of(Tag) {}
// The links themselves, at `/book-tags/{bookId}/{tagId}` (a URL segment per key column).
export class BookTagResource extends ModelResource.of(BookTag) {}
export class BookTagCollection extends CollectionModelResource.of(BookTag) {}
export class UserResource extends ModelResource.of(User, { clientIds: true }) {}
export class UserCollection extends CollectionModelResource.of(User) {}
export class NodeResource extends ModelResource.of(Node, { clientIds: true }) {}
export class NodeCollection extends CollectionModelResource.of(Node) {}

// Owner-restricted resources at `/api/v2`: every method sees only the caller's own records, and
// ids are the server's (clientIds stays false): a POST with an id is a 400, a PUT to an id that
// does not exist a 404, so no answer tells whether another user's id exists.

const NOT_FOUND: HookResult = { status: false, message: 'Not found', statusCode: 404 }
const OWNER_MISMATCH: HookResult = { status: false, message: 'The user id does not match the owner id', statusCode: 400 }

function ownerMatches (data: Data, caller: number | undefined): boolean {
  // Both spellings are checked: whichever one is sent is the one stored.
  return [data.ownerId, data.owner_id].every(owner => owner === undefined ||
    // Only a number or a string can name the caller: String() of a client's object may throw.
    ((typeof owner === 'number' || typeof owner === 'string') && String(owner) === String(caller)))
}

/** The hooks both Order and Job use: filter reads and writes to the caller, check a sent ownerId. */
const NOT_OWN = 'No such record of the caller\'s: another user\'s record is not found either'

class OwnedResource extends ModelResource {
  static override urlPrefix = '/api/v2'
  static override methodDecorators = [userRequired]
  // The hooks' refusals, for the OpenAPI document (their 400s are the body's 400s).
  static override statuses = { get: { 404: NOT_OWN }, put: { 404: NOT_OWN }, patch: { 404: NOT_OWN }, delete: { 404: NOT_OWN } }

  private own (query: HookQuery, data: Data): HookResult {
    const caller = callerId(this.request)
    if (caller === undefined) return NOT_FOUND
    return { status: true, query: query.where({ ownerId: caller }), data }
  }

  override processGetInput (query: HookQuery, data: Data, _kwargs: Kwargs): HookResult {
    return this.own(query, data)
  }

  override processPostInput (data: Data): HookReturn {
    const caller = callerId(this.request)
    if (caller === undefined || (data.ownerId ?? data.owner_id) === undefined || !ownerMatches(data, caller)) return OWNER_MISMATCH
    return { status: true, data }
  }

  override processPutInput (query: HookQuery, data: Data, _kwargs: Kwargs): HookReturn {
    const caller = callerId(this.request)
    if (caller === undefined || !ownerMatches(data, caller)) return OWNER_MISMATCH
    return this.own(query, data)
  }

  override processPatchInput (query: HookQuery, data: Data, kwargs: Kwargs): HookReturn {
    return this.processPutInput(query, data, kwargs)
  }

  override processDeleteInput (query: HookQuery, _kwargs: Kwargs): HookResult {
    return this.own(query, {})
  }
}

/**
 * When an order is created or replaced, a Job is started for it inside the order's transaction
 * (`resource.create()` writes there during beforeCommit): the two commit together or not at all.
 */
const startJob: CommitHook<OrderResource, InstanceType<typeof Order>> = async (resource, order) => {
  resource.startedJob = await resource.create(Job, { ownerId: order.ownerId, orderId: order.id })
  return [true, null, 202]
}

/** After the commit, the order's Job is the answer, with 202. */
const answerJob: CommitHook<OrderResource, InstanceType<typeof Order>> = (resource, order, statusCode) => {
  const job = resource.startedJob
  return job === undefined ? [true, order, statusCode] : [true, job, 202]
}

const JOB_FIELDS = { Job: ['id', 'startedAt', 'statusId'] }

/** A job without an ownerId, the caller's. */
function owned (jobs: unknown[], caller: number): unknown[] {
  return jobs.map(job => job !== null && typeof job === 'object' && !Array.isArray(job) &&
    (job as Data).ownerId === undefined && (job as Data).owner_id === undefined ? { ...job, ownerId: caller } : job)
}

/**
 * Jobs sent with an order (`Order.jobs` is writable) are the caller's: one without an ownerId gets
 * the caller's, in the whole list or in a PATCH's `add`; JobResource's hooks then refuse any other
 * owner, as for a job sent alone.
 */
function withJobOwners (data: Data, caller: number | undefined): Data {
  const { jobs } = data
  if (caller === undefined) return data
  if (Array.isArray(jobs)) return { ...data, jobs: owned(jobs, caller) }
  const add = jobs !== null && typeof jobs === 'object' ? (jobs as Data).add : undefined
  return Array.isArray(add) ? { ...data, jobs: { ...(jobs as Data), add: owned(add, caller) } } : data
}

// `OwnedResource.of(Order, ...)`: the settings and the hooks are checked against Order's fields.
export class OrderResource extends OwnedResource.of(Order, { serialFields: { post: JOB_FIELDS, put: JOB_FIELDS }, filledByHooks: ['jobs.ownerId'] }) {
  static override beforeCommit = { post: startJob, put: startJob }
  static override afterCommit = { post: answerJob, put: answerJob }

  override processPostInput (data: Data): HookReturn {
    return super.processPostInput(withJobOwners(data, callerId(this.request)))
  }

  override processPutInput (query: HookQuery, data: Data, kwargs: Kwargs): HookReturn {
    return super.processPutInput(query, withJobOwners(data, callerId(this.request)), kwargs)
  }

  /** The Job beforeCommit started, for afterCommit's answer (a resource is made per request). */
  startedJob?: InstanceType<typeof Job>
}

/**
 * A Job may name only an order of the caller's: another owner's order would show up, nested, in
 * the Job's answers (and the Job in that order's list). Answered as if the order did not exist.
 */
async function ownOrder (resource: ModelResource, data: Data, caller: number): Promise<HookResult | undefined> {
  for (const sent of [data.orderId, data.order_id]) {
    if (typeof sent !== 'number' && typeof sent !== 'string') continue // absent, or the screen refuses it
    // A value that is no id of the range is left to the body's validation (a 400 naming it).
    if (!/^-?\d+$/.test(String(sent)) || !Value.Check(Order.schema.properties.id, Number(sent))) continue
    if (!await resource.db.exists(Order, { id: Number(sent), ownerId: caller })) {
      return { status: false, message: `orderId ${Number(sent)} does not match any Order`, statusCode: 409 }
    }
  }
  return undefined
}

export class JobResource extends OwnedResource.of(Job) {
  override async processPostInput (data: Data): Promise<HookResult> {
    const checked = await super.processPostInput(data)
    const caller = callerId(this.request)
    if (!checked.status || caller === undefined) return checked
    return await ownOrder(this, data, caller) ?? checked
  }

  override async processPutInput (query: HookQuery, data: Data, kwargs: Kwargs): Promise<HookResult> {
    const checked = await super.processPutInput(query, data, kwargs)
    const caller = callerId(this.request)
    if (!checked.status || caller === undefined) return checked
    return await ownOrder(this, data, caller) ?? checked
  }

  override async processPatchInput (query: HookQuery, data: Data, kwargs: Kwargs): Promise<HookResult> {
    return await this.processPutInput(query, data, kwargs)
  }
}

/** The owner's collection: without a usable identity the list is refused. */
class OwnedCollection extends CollectionModelResource {
  static override urlPrefix = '/api/v2'
  static override methodDecorators = [userRequired]

  override processGetInput (query: HookQuery, data: Data): HookResult {
    const caller = callerId(this.request)
    if (caller === undefined) return { status: false, message: 'The user id is not authorized', statusCode: 400 }
    return { status: true, query: query.where({ ownerId: caller }), data }
  }
}

export class OrderCollection extends OwnedCollection.of(Order, { aggregates: true, events: true }) {}
export class JobCollection extends OwnedCollection.of(Job) {}

/** The meta resources of a single and a collection resource. */
function metaPair (single: typeof ModelResource, collection: typeof CollectionModelResource): Array<typeof MetaResource> {
  return [MetaResource.of(single), MetaResource.of(collection)]
}

/** Owner-restricted meta resources guard themselves with the same decorator. */
function ownedMetaPair (single: typeof ModelResource, collection: typeof CollectionModelResource): Array<typeof MetaResource> {
  return [single, collection].map(described => MetaResource.of(described, { methodDecorators: [userRequired] }))
}

/**
 * Batches: at `/batch` over the plain resources, at `/api/v2/batch` over the
 * owner-restricted ones, whose every operation passes the owner decorator and hooks as if sent alone.
 */
export class PlainBatch extends BatchResource.of([
  AuthorResource, AuthorCollection, BookResource, BookCollection, UserResource, UserCollection, NodeResource, NodeCollection
]) {}
export class OwnedBatch extends BatchResource.of([OrderResource, OrderCollection, JobResource, JobCollection], { urlPrefix: '/api/v2' }) {}

export const resources = [
  AuthorResource, AuthorCollection, ...metaPair(AuthorResource, AuthorCollection),
  BookResource, BookCollection, ...metaPair(BookResource, BookCollection),
  TagResource, TagCollection, ...metaPair(TagResource, TagCollection),
  BookTagResource, BookTagCollection, ...metaPair(BookTagResource, BookTagCollection),
  UserResource, UserCollection, ...metaPair(UserResource, UserCollection),
  NodeResource, NodeCollection, ...metaPair(NodeResource, NodeCollection),
  OrderResource, OrderCollection, ...ownedMetaPair(OrderResource, OrderCollection),
  JobResource, JobCollection, ...ownedMetaPair(JobResource, JobCollection),
  PlainBatch, OwnedBatch
]
