// Single relationships come in their parents' statement (a left join): one statement per list
// level. A parent without one still comes, once, with null; a shared one shows under each parent;
// the parents' order (descending, nulls, a cursor's) holds; maxRecords counts each joined record.
import t from 'tap'
import { Column, DB, defineModel, Relationship, type ModelType } from '../../lib/index.ts'
import { CollectionModelResource, ModelResource } from '../../plugin/index.ts'
import { kReader } from '../../lib/symbols.ts'
import { eachDatabase } from '../helpers/databases.ts'
import { openApp, type Opened } from '../helpers/app.ts'
import { call } from '../helpers/http.ts'
import { recordTexts } from '../helpers/sql-texts.ts'

const Keeper = defineModel({
  name: 'Keeper',
  columns: {
    id: Column.Integer({ primaryKey: true }),
    name: Column.String(40, { nullable: false })
  },
  relationships: {
    toys: Relationship.list('Toy', { foreignKey: 'keeperId' })
  }
})

const Toy = defineModel({
  name: 'Toy',
  columns: {
    id: Column.Integer({ primaryKey: true }),
    label: Column.String(40, { nullable: false }),
    keeperId: Column.Integer({ nullable: false, foreignKey: 'keeper.id' })
  }
})

const Pet = defineModel({
  name: 'Pet',
  columns: {
    id: Column.Integer({ primaryKey: true }),
    name: Column.String(40, { nullable: false }),
    rank: Column.Integer({ nullable: true }),
    keeperId: Column.Integer({ nullable: true, foreignKey: 'keeper.id' })
  },
  relationships: {
    keeper: Relationship.single('Keeper', { foreignKey: 'keeperId' })
  }
})

const models: ModelType[] = [Keeper, Toy, Pet]

class Pets extends CollectionModelResource.of(Pet) {}
class PetResource extends ModelResource.of(Pet) {}
class FewPets extends CollectionModelResource.of(Pet) {
  static override urlName = 'few-pets'
  static override maxRecords = 4
}

async function seed (db: DB): Promise<void> {
  const em = db.fork()
  em.create(Keeper, { id: 1, name: 'Ada' } as never)
  em.create(Keeper, { id: 2, name: 'Bo' } as never)
  await em.flush()
  for (const [id, label, keeperId] of [[1, 'ball', 1], [2, 'rope', 1], [3, 'bell', 2]] as const) em.create(Toy, { id, label, keeperId } as never)
  for (const [id, name, rank, keeperId] of [[1, 'Rex', 3, 1], [2, 'Tom', null, null], [3, 'Kit', 1, 1], [4, 'Oz', 2, 2]] as const) {
    em.create(Pet, { id, name, rank, keeperId } as never)
  }
  await em.flush()
}

/** The answer of `path` and how many statements it ran. */
async function counted (opened: Opened, path: string): Promise<{ status: number, body: any, statements: number, link?: string }> {
  const before = opened.db[kReader].runner.executed
  const res = await call(opened.app, 'GET', path)
  return { status: res.status, body: res.body, statements: opened.db[kReader].runner.executed - before, link: res.headers.link as string | undefined }
}

const ADA = { id: 1, name: 'Ada', toys: [{ id: 1, label: 'ball', keeperId: 1 }, { id: 2, label: 'rope', keeperId: 1 }] }
const BO = { id: 2, name: 'Bo', toys: [{ id: 3, label: 'bell', keeperId: 2 }] }

eachDatabase(t, 'a page with its single relationship in one statement, its nested list in one more', async (t, { url }) => {
  const opened = await openApp(t, url, { models, resources: [Pets, PetResource, FewPets] })
  await seed(opened.db)

  const page = await counted(opened, '/pets?orderBy=-rank')
  t.equal(page.status, 200)
  t.strictSame(page.body.Pet.map((pet: { id: number }) => pet.id), [1, 4, 3, 2],
    'null sorts last descending on both databases (decisions §6), kept through the join')
  t.strictSame(page.body.Pet.find((pet: { id: number }) => pet.id === 1), { id: 1, name: 'Rex', rank: 3, keeperId: 1, keeper: ADA })
  t.strictSame(page.body.Pet.find((pet: { id: number }) => pet.id === 2), { id: 2, name: 'Tom', rank: null, keeperId: null, keeper: null },
    'a pet without a keeper comes once, with null')
  t.strictSame(page.body.Pet.find((pet: { id: number }) => pet.id === 3).keeper, ADA, 'a shared keeper under each of its pets')
  t.equal(page.statements, 2, 'the pets with their keepers, then the keepers\' toys')

  const one = await counted(opened, '/pets/4')
  t.strictSame(one.body, { id: 4, name: 'Oz', rank: 2, keeperId: 2, keeper: BO })
  t.equal(one.statements, 2)
  const alone = await counted(opened, '/pets/2')
  t.strictSame(alone.body, { id: 2, name: 'Tom', rank: null, keeperId: null, keeper: null })
  t.equal(alone.statements, 1, 'no keeper: nothing more to read')
  t.equal((await counted(opened, '/pets/9')).status, 404)
})

eachDatabase(t, 'cursor pages through a join: a nullable descending key, every pet once', async (t, { url }) => {
  const opened = await openApp(t, url, { models, resources: [Pets, PetResource, FewPets] })
  await seed(opened.db)
  const seen: number[] = []
  let path: string | undefined = '/pets?cursor=&maxPageSize=1&orderBy=-rank&fields=id,keeper(name)'
  while (path !== undefined) {
    const page = await counted(opened, path)
    t.equal(page.status, 200)
    t.equal(page.statements, 1, 'the page and its keeper in one statement')
    seen.push(...page.body.Pet.map((pet: { id: number }) => pet.id))
    path = page.link === undefined ? undefined : /<([^>]+)>/.exec(page.link)?.[1]
  }
  t.strictSame(seen, [1, 4, 3, 2], 'a cursor sorts null low on both databases')
})

eachDatabase(t, 'maxRecords counts each joined record and what is nested in it', async (t, { url }) => {
  const opened = await openApp(t, url, { models, resources: [Pets, PetResource, FewPets] })
  await seed(opened.db)
  const refused = await counted(opened, '/few-pets?maxPageSize=2&orderBy=id')
  t.equal(refused.status, 400, 'two pets, one keeper and its two toys: 5 records')
  t.strictSame(refused.body, { message: 'The answer would hold more than 4 records (maxRecords); ask for a smaller page or fewer relationships' })
  t.equal(refused.link, undefined, 'an error answer carries no next-page Link')
  const shown = await counted(opened, '/few-pets?maxPageSize=2&orderBy=id&fields=id,keeper(id)')
  t.equal(shown.status, 200, 'two pets and one keeper: 3 records')
  t.strictSame(shown.body, { Pet: [{ id: 1, keeper: { id: 1 } }, { id: 2, keeper: null }] })
  const three = await counted(opened, '/few-pets?maxPageSize=3&orderBy=id&fields=id,keeper(id)')
  t.equal(three.status, 400, 'three pets and a keeper under two of them, counted twice: 5 records')
})

/** A write's answer and how many statements the driver ran for it. */
async function countedWrite (opened: Opened, method: 'POST' | 'PATCH' | 'PUT', path: string, body: object): Promise<{ status: number, body: any, statements: number }> {
  const before = opened.db[kReader].runner.executed
  const res = await call(opened.app, method, path, body)
  return { status: res.status, body: res.body, statements: opened.db[kReader].runner.executed - before }
}

eachDatabase(t, 'a write answers with its single relationship: in the write\'s statement on PostgreSQL, one more on SQLite', async (t, { url, dialect }) => {
  const opened = await openApp(t, url, { models, resources: [Pets, PetResource, FewPets] })
  // Keepers and their toys only: the pets written here take the ids the database draws.
  const em = opened.db.fork()
  em.create(Keeper, { id: 1, name: 'Ada' } as never)
  em.create(Keeper, { id: 2, name: 'Bo' } as never)
  await em.flush()
  for (const [id, label, keeperId] of [[1, 'ball', 1], [2, 'rope', 1], [3, 'bell', 2]] as const) em.create(Toy, { id, label, keeperId } as never)
  await em.flush()
  // On PostgreSQL the INSERT ... RETURNING is a WITH query joined to the keeper: the keeper's
  // toys are the one statement more. SQLite reads the keeper with them, by a statement of its own.
  const singles = dialect === 'postgresql' ? 0 : 1
  const created = await countedWrite(opened, 'POST', '/pets', { name: 'Max', rank: 5, keeperId: 2 })
  t.equal(created.status, 201)
  t.strictSame(created.body, { id: 1, name: 'Max', rank: 5, keeperId: 2, keeper: BO })
  t.equal(created.statements, 2 + singles, 'the insert with its keeper, then the keeper\'s toys')
  const lone = await countedWrite(opened, 'POST', '/pets', { name: 'Ivy' })
  t.strictSame(lone.body, { id: 2, name: 'Ivy', rank: null, keeperId: null, keeper: null }, 'no keeper: null, and nothing more to read')
  t.equal(lone.statements, 1)
  const moved = await countedWrite(opened, 'PATCH', '/pets/1', { keeperId: 1 })
  t.strictSame(moved.body, { id: 1, name: 'Max', rank: 5, keeperId: 1, keeper: ADA }, 'the keeper the update links')
  t.equal(moved.statements, 2 + singles)
  const unchanged = await countedWrite(opened, 'PATCH', '/pets/1', {})
  t.strictSame(unchanged.body, { id: 1, name: 'Max', rank: 5, keeperId: 1, keeper: ADA }, 'nothing to set: the record read with its keeper')
  const replaced = await countedWrite(opened, 'PUT', '/pets/1', { name: 'Max', rank: 1, keeperId: 2 })
  t.equal(replaced.status, 200)
  t.strictSame(replaced.body, { id: 1, name: 'Max', rank: 1, keeperId: 2, keeper: BO })
  t.equal(replaced.statements, 2 + singles)
  t.strictSame((await call(opened.app, 'GET', '/pets/1')).body, replaced.body, 'what a GET shows')
  const refused = await countedWrite(opened, 'POST', '/pets', { name: 'Nix', keeperId: 9 })
  t.equal(refused.status, 409, 'a keeper that does not exist is refused as before')
  t.equal((await call(opened.app, 'GET', '/pets?name=Nix')).body.Pet.length, 0, 'and nothing is stored')
})

/** The example pets, seeded, with the SQL texts their reads run. */
async function recorded (t: Parameters<typeof openApp>[0], url: string): Promise<Opened & { texts: string[] }> {
  const opened = await openApp(t, url, { models, resources: [Pets, PetResource, FewPets] })
  await seed(opened.db)
  return { ...opened, texts: recordTexts(opened) }
}

const where = (value: unknown): string => 'where=' + encodeURIComponent(JSON.stringify(value))

eachDatabase(t, 'a filter through a joined single relationship is its join: it filters the pets and gives their keepers, one statement', async (t, { url }) => {
  const opened = await recorded(t, url)
  const read = async (path: string): Promise<{ body: any, texts: string[] }> => {
    opened.texts.length = 0
    const res = await call(opened.app, 'GET', path)
    t.equal(res.status, 200, path)
    return { body: res.body, texts: [...opened.texts] }
  }
  // Each filter, then the same filter inside an `and` group: a group is written as `exists`, so
  // the two forms of one read answer alike.
  for (const [filter, grouped, ids] of [
    ['keeper.name=Ada&orderBy=id', [{ keeper: { name: 'Ada' } }], [1, 3]],
    ['keeper.name=Ada&keeper.id=1&rank[ge]=2&orderBy=-rank', [{ keeper: { name: 'Ada' } }, { keeper: { id: 1 } }, { rank: { ge: 2 } }], [1]],
    [where({ keeper: {} }) + '&orderBy=id', [{ keeper: {} }], [1, 3, 4]],
    ['keeper.name[like]=%25&orderBy=-keeper.name,id', [{ keeper: { name: { like: '%' } } }], [4, 1, 3]],
    ['keeper.name=Ada&orderBy=id&maxPageSize=1&offset=1', [{ keeper: { name: 'Ada' } }], [3]]
  ] as const) {
    const joined = await read(`/pets?${filter}`)
    t.strictSame(joined.body.Pet.map((pet: { id: number }) => pet.id), ids, filter)
    t.notMatch(joined.texts[0], /exists/, 'no exists: the join filters')
    t.match(joined.texts[0], / join \(select "fmr_r1"\./, 'the keepers that match, joined')
    t.equal(joined.texts.length, 2, 'the pets with their keepers, then the keepers\' toys')
    for (const pet of joined.body.Pet) t.strictSame(pet.keeper, pet.keeperId === 1 ? ADA : BO, 'each pet with its keeper, toys and all')
    // The same read with its conditions in a group, and the rest of the query (order, page) as it was.
    const rest = filter.split('&').filter(part => /^(orderBy|maxPageSize|offset)=/.test(part)).join('&')
    const exists = await read(`/pets?${where({ and: grouped })}&${rest}`)
    t.match(exists.texts[0], /exists/, 'the group: an exists')
    t.strictSame(exists.body, joined.body, 'the same answer both ways')
  }

  const none = await read(`/pets?${where({ not: { keeper: { name: 'Ada' } } })}&orderBy=id`)
  t.strictSame(none.body.Pet.map((pet: { id: number }) => pet.id), [2, 4], '`not` keeps a pet without a keeper: it stays an exists')
  t.match(none.texts[0], /not \(exists/)
  const unshown = await read('/pets?keeper.name=Ada&orderBy=id&fields=id,name')
  t.strictSame(unshown.body, { Pet: [{ id: 1, name: 'Rex' }, { id: 3, name: 'Kit' }] }, 'a page that does not show the keeper')
  t.match(unshown.texts[0], /where exists \(select 1 from "keeper"/, 'filters by an exists: there is no join to share')

  const seen: number[] = []
  let path: string | undefined = '/pets?cursor=&maxPageSize=1&orderBy=-rank&keeper.name[like]=%25&fields=id,keeper(name)'
  while (path !== undefined) {
    const page = await counted(opened, path)
    t.equal(page.statements, 1, 'a cursor page through the filter\'s join, one statement')
    seen.push(...page.body.Pet.map((pet: { id: number }) => pet.id))
    path = page.link === undefined ? undefined : /<([^>]+)>/.exec(page.link)?.[1]
  }
  t.strictSame(seen, [1, 4, 3], 'every pet with a keeper once, by rank descending; Tom has none')
})

eachDatabase(t, 'the lists of several parents are read by one kept text: each read binds its own parents and finds their records', async (t, { url }) => {
  const opened = await recorded(t, url)
  const em = opened.db.fork()
  em.create(Keeper, { id: 3, name: 'Cy' } as never)
  await em.flush()
  em.create(Toy, { id: 4, label: 'cone', keeperId: 3 } as never)
  em.create(Pet, { id: 5, name: 'Zed', rank: 4, keeperId: 3 } as never)
  await em.flush()
  const CY = { id: 3, name: 'Cy', toys: [{ id: 4, label: 'cone', keeperId: 3 }] }
  const read = async (path: string): Promise<{ keepers: unknown[], texts: string[] }> => {
    opened.texts.length = 0
    const res = await call(opened.app, 'GET', path)
    t.equal(res.status, 200, path)
    return { keepers: res.body.Pet.map((pet: { keeper: unknown }) => pet.keeper), texts: [...opened.texts] }
  }
  const first = await read('/pets?keeperId[ne]=3&orderBy=id')
  t.strictSame(first.keepers, [ADA, ADA, BO], 'pets 1, 3 and 4: the toys of keepers 1 and 2')
  const second = await read('/pets?keeperId[ne]=1&orderBy=id')
  t.strictSame(second.keepers, [BO, CY], 'pets 4 and 5: the toys of keepers 2 and 3, by the same text')
  t.equal(first.texts.length, 2, 'the pets with their keepers, then the keepers\' toys')
  t.equal(second.texts[1], first.texts[1])
  const all = await read('/pets?keeperId[ne]=0&orderBy=id')
  t.strictSame(all.keepers, [ADA, ADA, BO, CY], 'three parents, the same text again')
  t.equal(all.texts[1], first.texts[1])
})
