// Null order (decisions §6): null sorts first ascending and last descending on both databases,
// in offset and cursor paging, through a relationship, in a nested list's `orderBy` (one parent,
// and the per-parent window of several); on PostgreSQL a nullable column's index is built
// `nulls first`, so that an ordered read is an index scan in either direction.
import t, { type Test } from 'tap'
import { Column, defineModel, Relationship } from '../../lib/index.ts'
import { CollectionModelResource, ModelResource } from '../../plugin/index.ts'
import { openApp, type Opened } from '../helpers/app.ts'
import { databaseUrl, dialects, eachDatabase } from '../helpers/databases.ts'
import { call } from '../helpers/http.ts'

const Shelf = defineModel({
  name: 'Shelf',
  columns: {
    id: Column.Integer({ primaryKey: true }),
    label: Column.String(20)
  },
  relationships: { volumes: Relationship.list('Volume') }
})

const Volume = defineModel({
  name: 'Volume',
  columns: {
    id: Column.Integer({ primaryKey: true }),
    isbn: Column.String(20, { index: true }),
    code: Column.String(20, { unique: true }),
    shelfId: Column.Integer({ foreignKey: 'shelf.id' })
  },
  relationships: { shelf: Relationship.single('Shelf', { readOnly: true }) }
})

class Shelves extends CollectionModelResource.of(Shelf) {}
class ShelfItems extends ModelResource.of(Shelf) {}
class Volumes extends CollectionModelResource.of(Volume) {}

// id, isbn, shelfId: shelf 1 labelled 'b', shelf 2 'a', shelf 3 without a label; volume 6 on no shelf.
const VOLUMES: Array<[number, string | null, number | null]> = [
  [1, 'B', 1], [2, null, 1], [3, 'A', 1], [4, null, 2], [5, 'C', 2], [6, 'D', null], [7, 'E', 3]
]

async function shelves (t: Test, url: string): Promise<Opened> {
  const opened = await openApp(t, url, { models: [Shelf, Volume], resources: [Shelves, ShelfItems, Volumes] })
  const em = opened.db.fork()
  for (const [id, label] of [[1, 'b'], [2, 'a'], [3, null]] as const) em.create(Shelf, { id, label } as never)
  await em.flush()
  for (const [id, isbn, shelfId] of VOLUMES) em.create(Volume, { id, isbn, shelfId } as never)
  await em.flush()
  return opened
}

async function ids (opened: Opened, path: string): Promise<number[]> {
  const res = await call(opened.app, 'GET', path)
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${res.text}`)
  return res.body[Object.keys(res.body)[0]].map((record: { id: number }) => record.id)
}

/** Every page of a cursor walk, flattened. */
async function walked (opened: Opened, first: string): Promise<number[]> {
  const seen: number[] = []
  for (let path: string | undefined = first, pages = 0; path !== undefined; pages++) {
    if (pages > 20) throw new Error('no end')
    const res = await call(opened.app, 'GET', path)
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${res.text}`)
    seen.push(...res.body.Volume.map((record: { id: number }) => record.id))
    path = typeof res.headers.link === 'string' ? /^<([^>]+)>; rel="next"$/.exec(res.headers.link)?.[1] : undefined
  }
  return seen
}

const ASCENDING = [2, 4, 3, 1, 5, 6, 7]
const DESCENDING = [7, 6, 5, 1, 3, 2, 4]

eachDatabase(t, 'null sorts first ascending and last descending, in offset and cursor paging alike', async (t, { url }) => {
  const opened = await shelves(t, url)
  t.strictSame(await ids(opened, '/volumes?orderBy=isbn'), ASCENDING)
  t.strictSame(await ids(opened, '/volumes?orderBy=-isbn'), DESCENDING)
  t.strictSame(await ids(opened, '/volumes?orderBy=isbn&maxPageSize=3&offset=0'), [2, 4, 3], 'a page of an offset walk')
  t.strictSame(await walked(opened, '/volumes?orderBy=isbn&cursor=&maxPageSize=2'), ASCENDING)
  t.strictSame(await walked(opened, '/volumes?orderBy=-isbn&cursor=&maxPageSize=2'), DESCENDING)
  t.strictSame(await walked(opened, '/volumes?orderBy=shelfId,-isbn&cursor=&maxPageSize=1'), [6, 1, 3, 2, 5, 4, 7], 'a null key, then a key of each null kind')
})

eachDatabase(t, 'an order through a relationship puts a missing record and a null column first ascending, last descending', async (t, { url }) => {
  const opened = await shelves(t, url)
  // Volume 6 has no shelf and volume 7's shelf no label: both null, in id order.
  t.strictSame(await ids(opened, '/volumes?orderBy=shelf.label'), [6, 7, 4, 5, 1, 2, 3])
  t.strictSame(await ids(opened, '/volumes?orderBy=-shelf.label'), [1, 2, 3, 4, 5, 6, 7])
  t.strictSame(await walked(opened, '/volumes?orderBy=shelf.label&cursor=&maxPageSize=1'), [6, 7, 4, 5, 1, 2, 3], 'cursor paging alike, one a page')
  t.strictSame(await walked(opened, '/volumes?orderBy=-shelf.label&cursor=&maxPageSize=2'), [1, 2, 3, 4, 5, 6, 7])
})

eachDatabase(t, 'a nested list\'s orderBy puts null first ascending, last descending, for one parent and in the window of several', async (t, { url }) => {
  const opened = await shelves(t, url)
  async function volumesOf (path: string): Promise<number[][]> {
    const res = await call(opened.app, 'GET', path)
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${res.text}`)
    const records: Array<{ volumes: Array<{ id: number }> }> = 'Shelf' in res.body ? res.body.Shelf : [res.body]
    return records.map(record => record.volumes.map(volume => volume.id))
  }
  t.strictSame(await volumesOf('/shelves/1?fields=id,volumes(id,orderBy=isbn)'), [[2, 3, 1]])
  t.strictSame(await volumesOf('/shelves/1?fields=id,volumes(id,orderBy=-isbn)'), [[1, 3, 2]])
  t.strictSame(await volumesOf('/shelves?fields=id,volumes(id,orderBy=isbn)'), [[2, 3, 1], [4, 5], [7]])
  t.strictSame(await volumesOf('/shelves?fields=id,volumes(id,orderBy=-isbn)'), [[1, 3, 2], [5, 4], [7]])
  t.strictSame(await volumesOf('/shelves?fields=id,volumes(id,limit=1,orderBy=isbn)'), [[2], [4], [7]], 'the window\'s limit keeps the nulls')
})

t.test('PostgreSQL reads a nullable indexed column in either null order by an index scan, not a sort', { skip: dialects().includes('postgresql') ? false : 'PostgreSQL only' }, async t => {
  const opened = await shelves(t, await databaseUrl(t, 'postgresql'))
  const connection = opened.db.fork().getConnection()
  await connection.execute(`insert into "volume" ("id", "isbn") select n, case when n % 3 = 0 then null else 'isbn ' || n end from generate_series(100, 5099) as n`)
  await connection.execute('analyze "volume"')
  for (const order of ['"isbn" asc nulls first, "id" asc', '"isbn" desc nulls last, "id" asc']) {
    const plan: Array<{ 'QUERY PLAN': string }> = await connection.execute(`explain select "id", "isbn" from "volume" order by ${order} limit 20`)
    const text = plan.map(row => row['QUERY PLAN']).join('\n')
    t.match(text, /Index Scan( Backward)? using volume_isbn_index on volume/, order)
    t.notMatch(text, /Seq Scan/, order)
  }
  const indexes: Array<{ indexdef: string }> = await connection.execute(`select indexdef from pg_indexes where tablename = 'volume' order by indexname`)
  t.strictSame(indexes.map(row => row.indexdef.replace(/^CREATE (UNIQUE )?INDEX (\S+) ON public\.volume USING btree /, '$2 $1')), [
    'volume_code_index (code NULLS FIRST)',
    'volume_code_unique UNIQUE (code)',
    'volume_isbn_index (isbn NULLS FIRST)',
    'volume_pkey UNIQUE (id)',
    'volume_shelf_id_index (shelf_id NULLS FIRST)'
  ], 'every index of a nullable column, a foreign key\'s and one beside a unique constraint, keeps nulls first')
})
