import type { FastifyRequest } from 'fastify'
import { errors, HookQuery, type Condition, type DB, type ModelType } from '../../lib/index.ts'
import type { ColumnMeta, RelationshipMeta } from '../../lib/model/model-meta.ts'
import { coerceValue } from '../../lib/validate/coerce.ts'
import { compileScreen, type Screen, type ValidationEntry } from '../../lib/validate/screen-body.ts'
import { kMeta } from '../../lib/symbols.ts'
import { processInput } from '../hooks/input-hooks.ts'
import type { Data } from '../hooks/types.ts'
import type { RelatedTypes } from '../query/related-types.ts'
import type { ModelResource } from '../resources/model-resource.ts'
import { listItems, removalsOf, sentId, singleItems, type ListItems } from './nested-items.ts'
import { childKey } from './nested-keys.ts'
import { keyProblem, sentKey, type SentKey } from './owned-keys.ts'
import type { Values } from './write-request.ts'
import { keyColumns, refuseRepeated } from './repeated-keys.ts'

/** The parent's method: POST creates every nested record, PUT replaces, PATCH changes the fields sent. */
export type NestedMethod = 'post' | 'put' | 'patch'

/** One nested record, checked: a create (no id) or a change of the linked record with that id. */
export interface NestedRecord {
  /** Its path in the body: `jobs.1` in a list, the relationship's name for a single (`author`). */
  at: string
  id?: unknown
  values: Values
  /** A change's query as the nested type's hook narrowed it (the id and, say, the owner). */
  where?: readonly Condition[]
  /**
   * A many-to-many's record sent as its key alone: linked as it is, neither created nor changed;
   * `where` is then its GET hook's query (a record the caller may not read cannot be linked).
   */
  linkOnly?: boolean
}

/** A child the change form removes: its path (`jobs.remove.0`) and key. */
export interface NestedRemoval {
  at: string
  id: unknown
}

/**
 * One writable relationship sent in the body: the whole set of records it is to link (a list's
 * children; a single's one record, none for `null`), or with `removals` (a PATCH's change form)
 * the records to write and the children to remove, the others left as they are; and the nested
 * type's resource for their hooks.
 */
export interface NestedSet {
  relation: RelationshipMeta
  model: ModelType
  records: NestedRecord[]
  removals?: NestedRemoval[]
  /** A single's null sent beside this key (ListItems.keptKey). */
  keptKey?: unknown
  /** An instance of the nested type's registered resource, bound to the parent's request. */
  resource?: ModelResource
  /**
   * The nested type's resource requires If-Match and no tag of the parent's covers its records
   * here: a change or a removal of one of them is refused with 428, as its own PUT, PATCH or DELETE would be.
   */
  unguarded?: boolean
  /**
   * The nested type's resource requires If-Match and the parent's tag covers the relationship:
   * each record changed or removed must be one the parent's answer shows (tag-cover.ts).
   */
  covered?: boolean
  /** A many-to-many's join model's registered resource, bound to the request: its hooks run for each link made or removed (link-hooks.ts). */
  link?: ModelResource
  /** That resource requires If-Match and no tag of the parent's covers the links: removing one is refused with 428. */
  linkUnguarded?: boolean
  /** That resource requires If-Match and the parent's tag covers the links: only while its answer shows them all (tag-cover.ts). */
  linkCovered?: boolean
  /**
   * The columns of the records the parent's GET answer shows here: a PUT replacing one keeps
   * those it does not show, which a write-back of that answer cannot send (tried as a new user
   * would: a task's PUT of what its GET showed nulled the color of every tag it linked).
   */
  shownColumns?: ReadonlySet<ColumnMeta>
  /**
   * A list's or a many-to-many's: the conditions of the records the caller may read (their type's
   * GET hook's, as its answer shows them). A child or a link to a record they hide is the caller's
   * neither to see nor to change: a whole set keeps it, `remove` cannot name it, the list's count
   * leaves it out (tried as a new user would: the PUT of what a GET showed removed another owner's
   * hidden links, and deleted the archived children the GET did not show).
   */
  visible?: readonly Condition[]
  /**
   * A many-to-many's: the conditions of the links (join rows) the caller may read (its join model's
   * GET hook's, as the parent's answer shows them). A link it hides is kept as a hidden record's is.
   */
  visibleLinks?: readonly Condition[]
}

/** The nested part of a write: the sets, and every problem found in them, keyed by dotted path. */
export interface NestedInput {
  sets: NestedSet[]
  problems: ValidationEntry[]
  /** Missing columns of nested records, `jobs.1.owner_id`, `author.last_name`. */
  missing: string[]
  /** The parent's columns that the single relationships sent set (`author_id`): never missing from the parent. */
  keys: string[]
  /** A PUT's or PATCH's keys of owned singles sent without the relationship: each must be the stored one (owned-keys.ts). */
  sentKeys: SentKey[]
}

/** A nested record as its type's hook left it. */
interface Hooked {
  id?: unknown
  data: Data
  where?: readonly Condition[]
}

/** The screens of a writable relationship's records: a create or PUT takes a whole record, a PATCH the fields sent. */
interface NestedScreens {
  whole: Screen
  partial: Screen
}

/**
 * Reads the writable relationships of a parent's body (extensions §7), before any write: the
 * nested type's process hook runs for each record as it would for a direct write of it (with an
 * instance of that type's resource bound to the same request), then every record is screened.
 * Hook refusals name the record (`jobs.1: ...`, `author: ...`); validation problems are collected, not thrown,
 * so that the parent's and its records' problems make one answer.
 */
export class NestedWrites {
  private readonly screens = new Map<string, NestedScreens>()
  private readonly db: DB
  private readonly relations: readonly RelationshipMeta[]
  private readonly resources: ReadonlyMap<string, typeof ModelResource>
  private readonly shown: ReadonlyMap<RelationshipMeta, ReadonlySet<ColumnMeta>>
  private readonly types: RelatedTypes | undefined

  /**
   * `shown`: the relationships the parent's GET answer shows, each with the columns it shows of
   * their records (NestedSet.shownColumns), whose records its tag covers (a
   * conditional write locks and compares them, decisions §6). `types`: whose GET hooks narrow
   * the records an answer shows nested (a many-to-many's links to others are left as they are).
   */
  constructor (
    db: DB, relations: readonly RelationshipMeta[], resources: ReadonlyMap<string, typeof ModelResource>,
    shown: ReadonlyMap<RelationshipMeta, ReadonlySet<ColumnMeta>> = new Map(), types?: RelatedTypes
  ) {
    this.db = db
    this.relations = relations
    this.resources = resources
    this.shown = shown
    this.types = types
    for (const relation of relations) {
      this.screens.set(relation.name, { whole: compileScreen(relation.targetMeta, 'whole'), partial: compileScreen(relation.targetMeta, 'partial') })
    }
  }

  /** Whether the parent's type has any writable relationship: without one nothing here runs. */
  get any (): boolean {
    return this.relations.length > 0
  }

  /**
   * The writable relationships sent in `data`, checked; `parentId` is the path's id (none for
   * POST). `there`: whether the parent is stored already; a PUT that creates it reads its records
   * as a POST does (no child yet, no stored parent for their hooks to look up).
   */
  async read (request: FastifyRequest, method: NestedMethod, data: Data, parentId?: unknown, there = parentId !== undefined): Promise<NestedInput> {
    const input: NestedInput = { sets: [], problems: [], missing: [], keys: [], sentKeys: [] }
    for (const relation of this.relations) {
      const sent = data[relation.name]
      if (sent === undefined) {
        // An owned single's key alone: a new record has none stored to repeat; a change's is compared in its transaction.
        const value = sentKey(relation, data)
        if (value !== undefined && method === 'post') input.problems.push(keyProblem(relation))
        else if (value !== undefined) input.sentKeys.push({ relation, value })
        continue
      }
      const sentItems = relation.kind === 'single' ? singleItems(relation, sent, data, input, method !== 'post') : listItems(relation, method, sent, input)
      if (sentItems !== undefined) input.sets.push(await this.readSet(request, relation, method, sentItems, input, parentId, there))
    }
    return input
  }

  private async readSet (
    request: FastifyRequest, relation: RelationshipMeta, method: NestedMethod, { items, removals, keptKey }: ListItems, input: NestedInput, parentId?: unknown, there = parentId !== undefined
  ): Promise<NestedSet> {
    const model = this.db.model(relation.target)
    const cls = this.resources.get(relation.target)
    const resource = cls === undefined ? undefined : new cls(request, this.db)
    // The parent's If-Match (a tag, not `*`) covers the records its answer shows, as theirs would:
    // on a PUT or PATCH, which compare it in the write's transaction (a POST compares none).
    const ifMatch = request.headers['if-match']
    const covered = method !== 'post' && typeof ifMatch === 'string' && ifMatch.trim() !== '*' && this.shown.has(relation)
    const set: NestedSet = { relation, model, records: [], keptKey, resource, unguarded: cls?.requireIfMatch === true && !covered, covered: cls?.requireIfMatch === true && covered, shownColumns: this.shown.get(relation) }
    const linkCls = relation.through === undefined ? undefined : this.resources.get(relation.through.meta.name)
    if (linkCls !== undefined) {
      set.link = new linkCls(request, this.db)
      set.linkUnguarded = linkCls.requireIfMatch === true && !covered
      set.linkCovered = linkCls.requireIfMatch === true && covered
    }
    const pk = relation.targetMeta.primaryKey
    const fk = childKey(relation)
    if (this.types !== undefined) set.visible = await this.types.visible(request, relation.targetMeta)
    if (relation.through !== undefined && this.types !== undefined) set.visibleLinks = await this.types.visible(request, relation.through.meta)
    // Before any hook runs (and before a POST's id is refused): one record named twice would merge,
    // and one both added and removed is no change anyone can mean.
    refuseRepeated([...items, ...removals ?? []].map(([at, item]) => ({ at, values: { [pk.prop]: sentId(relation, item) } })), [[pk]])
    if (removals !== undefined) set.removals = removalsOf(relation, removals, input)
    for (const [at, item] of items) {
      if (item === null || typeof item !== 'object' || Array.isArray(item)) {
        input.problems.push({ [at]: 'The record must be a JSON object' })
        continue
      }
      const sent: Data = { ...(item as Data) }
      const deeper = this.deeperWrites(relation, sent, at)
      if (deeper.length > 0) {
        input.problems.push(...deeper)
        continue
      }
      const rawId = sent[pk.prop] ?? sent[pk.name] ?? null
      let id: unknown
      if (rawId !== null) {
        const coerced = coerceValue(pk.info, rawId)
        if (!coerced.ok) {
          input.problems.push({ [`${at}.${pk.prop}`]: coerced.message })
          continue
        }
        id = coerced.value
        // A new parent has no children yet: no id can name one (a many-to-many links records that exist).
        if (!there && relation.through === undefined) throw new errors.NotAChild(at, `${relation.target} ${String(id)}`, relation.model.name)
        if (relation.through !== undefined && Object.keys(sent).every(key => key === pk.prop || key === pk.name)) {
          set.records.push({ at, id, where: await this.linkHook(set, at, id), values: {}, linkOnly: true })
          continue
        }
      }
      // A list's foreign key is the parent's: a child's hook sees it as a direct write would send it.
      // A parent a PUT creates is not there for the hook to find: its key is left out, as a POST's is.
      if (fk !== undefined && there && (sent[fk.prop] ?? sent[fk.name]) === undefined) sent[fk.prop] = parentId
      if (fk !== undefined && !there && parentId !== undefined && String(sent[fk.prop] ?? sent[fk.name]) === String(parentId)) {
        delete sent[fk.prop]
        delete sent[fk.name]
      }
      const hooked = await this.runHook(set, method, sent, at, id)
      const values = this.screenRecord(relation, method, hooked, at, input, parentId)
      if (values === undefined) continue
      // A many-to-many's record sent with fields is linked too: the caller must be able to read it,
      // as for one sent by its key alone (tried as a new user would: `{"id": 2, "tasks": null}`,
      // a field that changes nothing, linked another owner's tag and answered its fields).
      const where = relation.through !== undefined && hooked.id !== undefined ? [...(hooked.where ?? []), ...await this.linkHook(set, at, hooked.id)] : hooked.where
      set.records.push({ at, id: hooked.id, where, values })
    }
    // Two records of the list giving a unique column one value (as their hooks left them) would clash.
    refuseRepeated(set.records, keyColumns(relation.targetMeta).filter(key => key.length > 1 || key[0] !== pk))
    return set
  }

  /** A nested record's own writable relationships: nested writes go one level deep. */
  private deeperWrites (relation: RelationshipMeta, sent: Data, at: string): ValidationEntry[] {
    return relation.targetMeta.relationships
      .filter(deeper => deeper.writable === true && sent[deeper.name] !== undefined)
      .map(deeper => ({ [`${at}.${deeper.name}`]: `Nested writes go one level deep: write ${deeper.name} through its own resource` }))
  }

  /** A record to link: its type's GET hook's query (the id and, say, the owner), as a GET of it would read. */
  private async linkHook (set: NestedSet, at: string, id: unknown): Promise<readonly Condition[]> {
    const { resource, model } = set
    const given = new HookQuery(model)
    given.conditions.push({ column: model[kMeta].primaryKey, op: 'eq', value: id })
    if (resource === undefined) return given.conditions
    try {
      const { query = given } = await processInput(resource, 'get', { query: given, data: {} }, { id: id as number | string })
      return query.conditions
    } catch (error) {
      throw errors.hookFailureAt(at, error)
    }
  }

  /** The nested type's hook of the record's own method: POST for a create, the parent's for a change. */
  private async runHook (set: NestedSet, method: NestedMethod, sent: Data, at: string, id: unknown): Promise<Hooked> {
    const { resource, model } = set
    const pk = model[kMeta].primaryKey
    const given = new HookQuery(model)
    if (id !== undefined) given.conditions.push({ column: pk, op: 'eq', value: id })
    if (resource === undefined) return { id, data: sent, where: id === undefined ? undefined : given.conditions }
    try {
      if (id === undefined) {
        const { data } = await processInput(resource, 'post', { data: sent })
        return { data }
      }
      // Before its hook, as a direct write checks its conditions before anything else.
      if (set.unguarded === true) throw errors.nestedPreconditionRequired(at, model[kMeta].name)
      const own = changeMethod(set.relation, method)
      const { query = given, data } = await processInput(resource, own, { query: given, data: sent }, { id: id as number | string })
      return { id, data, where: query.conditions }
    } catch (error) {
      throw errors.hookFailureAt(at, error)
    }
  }

  /** One record's values, or undefined with its problems keyed by its path; a list's foreign key must be the parent's. */
  private screenRecord (
    relation: RelationshipMeta, method: NestedMethod, record: Hooked, at: string, input: NestedInput, parentId?: unknown
  ): Values | undefined {
    const screens = this.screens.get(relation.name) as NestedScreens
    const partial = changeMethod(relation, method) === 'patch' && record.id !== undefined
    const { values, errors: problems } = (partial ? screens.partial : screens.whole)(record.data)
    const fk = childKey(relation)
    let failed = false
    for (const entry of problems) {
      if ('missing_columns' in entry && Array.isArray(entry.missing_columns)) {
        // A list's foreign key is set to the parent: it is never missing.
        const missing = entry.missing_columns.filter(name => name !== fk?.name)
        input.missing.push(...missing.map(name => `${at}.${name}`))
        failed ||= missing.length > 0
      } else {
        for (const [field, text] of Object.entries(entry)) input.problems.push({ [`${at}.${field}`]: text as string })
        failed = true
      }
    }
    const key = fk === undefined ? undefined : values[fk.prop]
    if (fk !== undefined && key !== undefined && (parentId === undefined || String(key) !== String(parentId))) {
      input.problems.push({ [`${at}.${fk.prop}`]: `Names another ${relation.model.name}: leave it out, it is set to this ${relation.model.name}'s id` })
      failed = true
    }
    return failed ? undefined : values
  }
}

/**
 * How a nested record with a key and fields is changed: as the parent is written (a PUT replaces
 * it whole, a PATCH changes the fields sent); a new parent's records are its own, replaced whole,
 * but a many-to-many links records that exist, and a new parent's changes them as PATCH would.
 */
export function changeMethod (relation: RelationshipMeta, method: NestedMethod): 'put' | 'patch' {
  if (method === 'post') return relation.through === undefined ? 'put' : 'patch'
  return method
}

/**
 * The parent's problems and its nested records' in the contract's one list: the parent's own
 * entries, then the nested ones by dotted path, then a single `missing_columns` entry, last. A
 * parent's key that a single relationship sent sets is not missing.
 */
export function withNested (parent: readonly ValidationEntry[], nested: NestedInput | undefined): ValidationEntry[] {
  if (nested === undefined) return [...parent]
  const missing: string[] = []
  const entries: ValidationEntry[] = []
  for (const entry of parent) {
    if ('missing_columns' in entry && Array.isArray(entry.missing_columns)) missing.push(...entry.missing_columns.filter(name => !nested.keys.includes(name)))
    else entries.push(entry)
  }
  entries.push(...nested.problems)
  missing.push(...nested.missing)
  if (missing.length > 0) entries.push({ missing_columns: missing })
  return entries
}
