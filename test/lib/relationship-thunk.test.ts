// A relationship's target given as a thunk of its class (`() => Volume`) resolves as its name does.
import t from 'tap'
import { Column, DB, defineModel, Relationship } from '../../lib/index.ts'
import { eachDatabase } from '../helpers/databases.ts'
import { kMeta } from '../../lib/symbols.ts'

const Shelf = defineModel({
  name: 'Shelf',
  columns: { id: Column.Integer({ primaryKey: true }), label: Column.String(20) },
  relationships: { volumes: Relationship.list(() => Volume, { foreignKey: 'shelfId', orderBy: '-title' }) }
})

const Volume = defineModel({
  name: 'Volume',
  columns: {
    id: Column.Integer({ primaryKey: true }),
    title: Column.String(40, { nullable: false }),
    shelfId: Column.Integer({ nullable: false, foreignKey: 'shelf.id' })
  },
  relationships: { shelf: Relationship.single('Shelf', { readOnly: true }) }
})

eachDatabase(t, 'a thunk target is the named type: its records load in the declared order', async (t, { url }) => {
  const db = new DB(url, { models: [Shelf, Volume] })
  t.teardown(() => db.close())
  await db.createAll()
  const shelf = await new Shelf({ label: 'Top' }).save()
  await new Volume({ title: 'Alpha', shelfId: shelf.id }).save()
  await new Volume({ title: 'Beta', shelfId: shelf.id }).save()
  t.strictSame(Shelf[kMeta].relationships.map(relation => [relation.name, relation.target, relation.remote.prop]), [['volumes', 'Volume', 'shelfId']])
  await db.loadRelations(shelf)
  t.strictSame(shelf.toDict(), {
    id: 1,
    label: 'Top',
    volumes: [{ id: 2, title: 'Beta', shelfId: 1 }, { id: 1, title: 'Alpha', shelfId: 1 }]
  })
})

eachDatabase(t, 'a thunk to a type the DB does not hold is refused when the DB is made', async (t, { url }) => {
  t.throws(() => new DB(url, { models: [Shelf] }), {
    code: 'FMR_ERR_RELATIONSHIP',
    message: 'The relationship Shelf.volumes cannot be resolved: no record type Volume: add Volume to new DB(uri, { models })'
  })
})
