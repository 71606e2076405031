import t from 'tap'
import { Column, DB, defineModel, Model , type ModelType } from '../../lib/index.ts'
import { eachDatabase } from '../helpers/databases.ts'
import { kMeta } from '../../lib/symbols.ts'

/** A project's own base record class: the contract's `model_class` substitution. */
class AuditedModel extends Model {
  describe (): string {
    return `${(this.constructor as ModelType)[kMeta].name} #${String((this as unknown as { id?: number }).id)}`
  }
}

const Note = defineModel({
  name: 'Note',
  columns: {
    id: Column.Integer({ primaryKey: true }),
    text: Column.String(40, { nullable: false })
  }
})

eachDatabase(t, 'modelClass substitutes the base class of the DB\'s record types', async (t, { url }) => {
  const db = new DB(url, { models: [Note], modelClass: AuditedModel })
  await db.createAll()
  t.teardown(() => db.close())
  const note = await new Note({ text: 'hello' }).save()
  t.ok(note instanceof AuditedModel, 'records are instances of the substituted base')
  t.equal((note as unknown as AuditedModel).describe(), 'Note #1')
  t.strictSame(note.toDict(), { id: 1, text: 'hello' }, 'the library\'s own methods still work')
})

t.test('a modelClass that does not extend Model is refused', async t => {
  class Stranger {}
  const Other = defineModel({ name: 'Other', columns: { id: Column.Integer({ primaryKey: true }) } })
  t.throws(() => new DB('sqlite:///:memory:', { models: [Other], modelClass: Stranger as unknown as ModelType }), /must extend/)
})
