// Filters and order through relationships (extensions §1) are no way around "nothing lost": a
// column the related type's GET would hide (write-only, left out by serial settings) is refused
// through a path, in `where` and in an order, with one answer whatever the guess; a relationship
// the answer hides cannot be gone through; and every bound (depth, conditions, hops, pattern,
// text size) is a 400 naming it, before any statement runs.
import t, { type Test } from 'tap'
import { Column, defineModel, Relationship } from '../../lib/index.ts'
import { CollectionModelResource } from '../../plugin/index.ts'
import { Author, Book, models } from '../../examples/models.ts'
import { kReader } from '../../lib/symbols.ts'
import { eachDatabase } from '../helpers/databases.ts'
import { openApp, type Opened } from '../helpers/app.ts'
import { call } from '../helpers/http.ts'

const Vault = defineModel({
  name: 'RaVault',
  tableName: 'ra_vault',
  columns: {
    id: Column.Integer({ primaryKey: true }),
    label: Column.String(40, { nullable: false }),
    pin: Column.WriteOnly(Column.String(40, { nullable: false })),
    memo: Column.String(40)
  },
  relationships: { notes: Relationship.list('RaNote') },
  SERIAL_STOPLIST: ['memo']
})

const Note = defineModel({
  name: 'RaNote',
  tableName: 'ra_note',
  columns: {
    id: Column.Integer({ primaryKey: true }),
    text: Column.String(40, { nullable: false }),
    vaultId: Column.Integer({ nullable: false, foreignKey: 'ra_vault.id' })
  },
  relationships: { vault: Relationship.single('RaVault', { readOnly: true }) }
})

async function vaults (t: Test, url: string, resources: Array<typeof CollectionModelResource>): Promise<Opened> {
  const opened = await openApp(t, url, { resources, models: [Vault, Note] })
  const em = opened.db.fork()
  em.create(Vault, { label: 'a', pin: '1234', memo: 'm1' } as never)
  em.create(Vault, { label: 'b', pin: '9999', memo: 'm2' } as never)
  await em.flush()
  em.create(Note, { text: 'one', vaultId: 1 } as never)
  em.create(Note, { text: 'two', vaultId: 2 } as never)
  await em.flush()
  return opened
}

function where (value: unknown): string {
  return 'where=' + encodeURIComponent(JSON.stringify(value))
}

/** Each pair: a right guess and a wrong one; both answer `message` with a 400. */
async function sameAnswer (t: Test, opened: Opened, base: string, pairs: Array<[string, string, string]>): Promise<void> {
  for (const [right, wrong, message] of pairs) {
    for (const query of [right, wrong]) {
      const res = await call(opened.app, 'GET', `${base}?${query}`)
      t.strictSame([res.status, res.body], [400, { message }], query)
    }
  }
}

eachDatabase(t, 'a write-only or stoplisted column of a type no resource serves is refused through a path, in where and in an order', async (t, { url }) => {
  class Notes extends CollectionModelResource { static override modelClass = Note }
  const opened = await vaults(t, url, [Notes])
  await sameAnswer(t, opened, '/ra-notes', [
    ['vault.pin=1234', 'vault.pin=0000', 'vault.pin cannot be used in a filter'],
    ['vault.pin[like]=12%25', 'vault.pin[like]=00%25', 'vault.pin cannot be used in a filter'],
    [where({ vault: { pin: '1234' } }), where({ vault: { pin: '0000' } }), 'vault.pin cannot be used in a filter'],
    [where({ or: [{ vault: { pin: { ge: '1' } } }] }), where({ or: [{ vault: { pin: { ge: 'z' } } }] }), 'or[0].vault.pin cannot be used in a filter'],
    ['orderBy=vault.pin', 'orderBy=-vault.pin', 'vault.pin cannot be used in an order'],
    ['vault.memo=m1', 'vault.memo=zz', 'vault.memo cannot be used in a filter'],
    [where({ vault: { memo: 'm1' } }), where({ vault: { memo: 'zz' } }), 'vault.memo cannot be used in a filter'],
    ['orderBy=vault.memo', 'orderBy=-vault.memo', 'vault.memo cannot be used in an order'],
    ['vault.notes.vault.pin=1234', 'vault.notes.vault.pin=0', 'vault.notes.vault.pin cannot be used in a filter']
  ])
  const res = await call(opened.app, 'GET', '/ra-notes?vault.label=a&orderBy=vault.label')
  t.strictSame([res.status, res.body], [200, { RaNote: [{ id: 1, text: 'one', vaultId: 1, vault: { id: 1, label: 'a' } }] }],
    'a shown column of the same type works')
})

eachDatabase(t, 'a column or relationship the related type\'s resource hides is refused the same way', async (t, { url }) => {
  class Vaults extends CollectionModelResource {
    static override modelClass = Vault
    static override serialFields = { get: { RaVault: ['id', 'label'] } }
  }
  class Notes extends CollectionModelResource {
    static override modelClass = Note
    static override serialFields = { get: { RaNote: ['id', 'text'] } }
  }
  // The notes resource shows no vault: no path may go through it; the vaults resource hides its notes.
  const opened = await vaults(t, url, [Vaults, Notes])
  await sameAnswer(t, opened, '/ra-notes', [
    ['vault.label=a', 'vault.label=z', 'vault cannot be used in a filter'],
    [where({ vault: { label: 'a' } }), where({ vault: { label: 'z' } }), 'vault cannot be used in a filter'],
    ['orderBy=vault.label', 'orderBy=-vault.label', 'vault cannot be used in an order'],
    ['vaultId=1', 'vaultId=2', 'vaultId cannot be used in a filter']
  ])
  await sameAnswer(t, opened, '/ra-vaults', [
    ['notes.text=one', 'notes.text=zzz', 'notes cannot be used in a filter'],
    [where({ notes: { some: { text: 'one' } } }), where({ notes: { none: { text: 'one' } } }), 'notes cannot be used in a filter']
  ])
})

// ---- bounds --------------------------------------------------------------------------------------

/** `{"not": {"not": ... {"id": 1}}}`: `levels` levels in all, the outer object counted. */
function nested (levels: number): unknown {
  let value: unknown = { id: 1 }
  for (let i = 1; i < levels; i++) value = { not: value }
  return value
}

eachDatabase(t, 'every bound of a related filter is a 400 naming it, and no statement runs', async (t, { url }) => {
  const opened = await openApp(t, url)
  const em = opened.db.fork()
  em.create(Author, { firstName: 'A', lastName: 'B' } as never)
  await em.flush()
  em.create(Book, { title: 'T', pubYear: 2000, authorId: 1 } as never)
  await em.flush()
  const { runner } = opened.db[kReader]
  async function answer (path: string): Promise<[number, unknown, number]> {
    const before = runner.executed
    const res = await call(opened.app, 'GET', path)
    return [res.status, res.status === 200 ? res.body.Book.map((book: { id: number }) => book.id) : res.body, runner.executed - before]
  }
  const many = (n: number): unknown => ({ and: Array.from({ length: n }, (_, i) => ({ pubYear: { ne: i } })) })
  const depth8 = nested(8)
  t.strictSame(await answer(`/books?${where(depth8)}`), [200, [], 1], 'eight levels: within the bound (seven nots: no match), one statement')
  t.strictSame(await answer(`/books?${where(nested(9))}`), [400, { message: 'where may nest at most 8 levels' }, 0])
  t.strictSame(await answer(`/books?${where({ author: { books: { some: { author: { books: { some: { and: [{ or: [{ id: 1 }] }] } } } } } } })}`),
    [400, { message: 'author.books.some.author.books: a path may go through at most 3 relationships' }, 0], 'relationship levels in where are hops')
  t.strictSame(await answer(`/books?${where({ author: { books: { some: { author: { lastName: 'B' } } } } })}`), [200, [1], 2], 'three hops in where: one statement, the author joined (and one for the tags of the page)')
  t.strictSame(await answer(`/books?${where(many(100))}`), [200, [1], 2], '100 conditions: the page, its tags')
  t.strictSame(await answer(`/books?${where(many(101))}`), [400, { message: 'A query may have at most 100 conditions' }, 0])
  t.strictSame(await answer(`/books?${where(many(99))}&author.lastName=B&title=T`), [400, { message: 'A query may have at most 100 conditions' }, 0],
    'plain filters and where count together')
  t.strictSame(await answer(`/books?${where({ id: { in: Array.from({ length: 1001 }, (_, i) => i) } })}`), [400, { message: 'id.in may list at most 1000 values' }, 0])
  const long = JSON.stringify({ title: 'x'.repeat(7990) })
  t.strictSame(await answer(`/books?where=${encodeURIComponent(long)}`), [400, { message: 'where may have at most 8000 characters' }, 0])
  t.strictSame(await answer(`/books?where=${encodeURIComponent('['.repeat(5000))}`), [400, { message: 'where is not valid JSON' }, 0], 'deep JSON within the size: a parse error, no stack overflow')
  const dotted = Array.from({ length: 50_000 }, () => 'author').join('.')
  t.strictSame(await answer(`/books?${dotted}=1`), [400, { message: `${dotted}: a path may go through at most 3 relationships` }, 0], 'a 350 kB path: refused before any lookup')
  t.strictSame(await answer(`/books?orderBy=${dotted}`), [400, { message: `${dotted}: a path may go through at most 3 relationships` }, 0])
  for (const [path, message] of [
    [`/books?author.lastName[like]=${'a'.repeat(201)}`, 'author.lastName[like]: a pattern may have at most 200 characters'],
    [`/books?author.lastName[ilike]=${'%25'.repeat(11)}`, 'author.lastName[ilike]: a pattern may have at most 10 wildcards (% or _)'],
    [`/books?${where({ author: { lastName: { notlike: 'a'.repeat(201) } } })}`, 'author.lastName.notlike: a pattern may have at most 200 characters'],
    [`/books?${where({ title: { notilike: '_'.repeat(11) } })}`, 'title.notilike: a pattern may have at most 10 wildcards (% or _)'],
    [`/books?${where({ title: { like: 'a\\' } })}`, 'title.like: a pattern may not end with a lone \\ (write \\\\ for a backslash)']
  ]) {
    t.strictSame(await answer(path), [400, { message }, 0], path.slice(0, 60))
  }
})
