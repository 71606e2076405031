// A write-only column that keys a relationship is read with its value: the related records are
// found by it. The answer still leaves it out; db.find, server code, has a nullable write-only
// column's stored value.
import t from 'tap'
import { Column, defineModel, Relationship } from '../../lib/index.ts'
import { CollectionModelResource, ModelResource } from '../../plugin/index.ts'
import { eachDatabase } from '../helpers/databases.ts'
import { openApp } from '../helpers/app.ts'
import { call } from '../helpers/http.ts'

const Person = defineModel({
  name: 'Person',
  columns: { id: Column.Integer({ primaryKey: true }), name: Column.String(50, { nullable: false }) },
  relationships: { reports: Relationship.list('Member'), tasks: Relationship.list('Chore') }
})

const Member = defineModel({
  name: 'Member',
  columns: {
    id: Column.Integer({ primaryKey: true }),
    managerId: Column.WriteOnly(Column.Integer({ foreignKey: 'person.id' })),
    hint: Column.WriteOnly(Column.String(80))
  },
  relationships: { manager: Relationship.single('Person', { readOnly: true }) }
})

const Chore = defineModel({
  name: 'Chore',
  columns: {
    id: Column.Integer({ primaryKey: true }),
    personId: Column.WriteOnly(Column.Integer({ nullable: false, foreignKey: 'person.id' }))
  },
  relationships: { person: Relationship.single('Person', { readOnly: true }) }
})

class PersonResource extends ModelResource.of(Person, { urlName: 'persons' }) {}
class MemberResource extends ModelResource.of(Member) {}
class MemberCollection extends CollectionModelResource.of(Member) {}
class ChoreResource extends ModelResource.of(Chore) {}

eachDatabase(t, 'a write-only foreign key still finds the related records; db.find has a nullable write-only value', async (t, { url }) => {
  const { app, db } = await openApp(t, url, { models: [Person, Member, Chore], resources: [PersonResource, MemberResource, MemberCollection, ChoreResource] })
  t.equal((await call(app, 'POST', '/persons', { name: 'One' })).status, 201)
  t.equal((await call(app, 'POST', '/persons', { name: 'Two' })).status, 201)
  const answers = [
    await call(app, 'POST', '/members', { managerId: 2, hint: 'a film' }),
    await call(app, 'POST', '/chores', { personId: 2 }),
    await call(app, 'GET', '/members/1'),
    await call(app, 'GET', '/members'),
    await call(app, 'GET', '/members?manager.name=Two'),
    await call(app, 'GET', '/chores/1'),
    await call(app, 'GET', '/persons/2'),
    await call(app, 'GET', '/persons/1')
  ]
  const two = (list: string, ids: number[]) => ({ id: 2, name: 'Two', [list]: ids.map(id => ({ id })) })
  t.strictSame(answers.map(answer => [answer.status, answer.body]), [
    [201, { id: 1, manager: two('tasks', []) }],
    [201, { id: 1, person: two('reports', [1]) }],
    [200, { id: 1, manager: two('tasks', [1]) }],
    [200, { Member: [{ id: 1, manager: two('tasks', [1]) }] }],
    [200, { Member: [{ id: 1, manager: two('tasks', [1]) }] }],
    [200, { id: 1, person: two('reports', [1]) }],
    [200, { id: 2, name: 'Two', reports: [{ id: 1 }], tasks: [{ id: 1 }] }],
    [200, { id: 1, name: 'One', reports: [], tasks: [] }]
  ])
  t.strictSame(await db.find(Member, { id: 1 }), [{ id: 1, managerId: 2, hint: 'a film' }])
})
