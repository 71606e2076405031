// What a record's output holds: SERIAL_STOPLIST drops fields, SERIAL_FIELDS picks them in order,
// SERIAL_FIELD_RELATIONS picks the fields of related types; toDict/serialize override per call.
import Fastify from 'fastify'
import { Column, DB, defineModel, Relationship } from '../../lib/index.ts'
import modelResources, { ModelResource } from '../../plugin/index.ts'

export const Writer = defineModel({
  name: 'Writer',
  columns: {
    id: Column.Integer({ primaryKey: true }),
    name: Column.String(40, { nullable: false }),
    email: Column.String(80)
  },
  relationships: { essays: Relationship.list('Essay') },
  SERIAL_STOPLIST: ['email']
})

export const Essay = defineModel({
  name: 'Essay',
  columns: {
    id: Column.Integer({ primaryKey: true }),
    writerId: Column.Integer({ nullable: false, foreignKey: 'writer.id' }),
    title: Column.String(80, { nullable: false })
  },
  relationships: { writer: Relationship.single('Writer', { readOnly: true }) },
  SERIAL_FIELDS: ['title', 'writer', 'id'],
  SERIAL_FIELD_RELATIONS: { Writer: ['name'] }
})

class WriterResource extends ModelResource { static override modelClass = Writer }
class EssayResource extends ModelResource { static override modelClass = Essay }

export async function main (databaseUrl: string): Promise<unknown> {
  const db = new DB(databaseUrl, { models: [Writer, Essay] })
  await db.createAll()
  const app = Fastify()
  await app.register(modelResources, { db, resources: [WriterResource, EssayResource] })
  try {
    const writer = await new Writer({ name: 'Ann', email: 'ann@example.com' }).save()
    await new Essay({ writerId: writer.id, title: 'On Tea' }).save()
    return {
      essay: (await app.inject('/essays/1')).json(), // SERIAL_FIELDS order, Writer as SERIAL_FIELD_RELATIONS says
      writer: (await app.inject('/writers/1')).json(), // no email; the essays' writer is not followed back
      toDict: writer.toDict({ serialFields: ['name', 'email'] }), // a per-call override
      serialize: writer.serialize({ serialFields: ['id', 'name'], indent: 2 })
    }
  } finally {
    await app.close()
  }
}
