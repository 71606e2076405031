// Relationships name their target type; the foreign key is found from the columns (or named).
// Computed fields are output-only values derived from the record.
import Fastify from 'fastify'
import { Column, DB, defineModel, Relationship, Type } from '../../lib/index.ts'
import modelResources, { ModelResource } from '../../plugin/index.ts'

export const Team = defineModel({
  name: 'Team',
  columns: {
    id: Column.Integer({ primaryKey: true }),
    name: Column.String(40, { nullable: false })
  },
  computed: {
    label: { type: Type.String(), get: (team: { name?: string | null }) => `Team ${team.name}` }
  },
  relationships: {
    members: Relationship.list('Member', { orderBy: ['-joinedYear', 'id'] })
  }
})

export const Member = defineModel({
  name: 'Member',
  columns: {
    id: Column.Integer({ primaryKey: true }),
    teamId: Column.Integer({ nullable: false, foreignKey: 'team.id' }),
    name: Column.String(40, { nullable: false }),
    joinedYear: Column.Integer()
  },
  relationships: {
    team: Relationship.single('Team', { readOnly: true }) // a back-reference: output only
  }
})

/** A tree: each folder lists its children, two levels deep at most. */
export const Folder = defineModel({
  name: 'Folder',
  columns: {
    id: Column.Integer({ primaryKey: true }),
    parentId: Column.Integer({ foreignKey: 'folder.id' }),
    name: Column.String(40)
  },
  relationships: {
    children: Relationship.list('Folder', { foreignKey: 'parentId', orderBy: 'id', joinDepth: 2 })
  }
})

class TeamResource extends ModelResource { static override modelClass = Team }
class MemberResource extends ModelResource { static override modelClass = Member }
class FolderResource extends ModelResource { static override modelClass = Folder }

export async function main (databaseUrl: string): Promise<unknown> {
  const db = new DB(databaseUrl, { models: [Team, Member, Folder] })
  await db.createAll()
  const app = Fastify()
  await app.register(modelResources, { db, resources: [TeamResource, MemberResource, FolderResource] })
  try {
    const post = (url: string, payload: object) => app.inject({ method: 'POST', url, payload })
    await post('/teams', { name: 'Red' })
    await post('/members', { teamId: 1, name: 'Ann', joinedYear: 2019 })
    await post('/members', { teamId: 1, name: 'Bob', joinedYear: 2023 })
    for (const [name, parentId] of [['root', null], ['a', 1], ['a1', 2], ['a1x', 3]] as const) {
      await post('/folders', { name, parentId })
    }
    return {
      team: (await app.inject('/teams/1')).json(),
      member: (await app.inject('/members/2')).json(),
      folder: (await app.inject('/folders/1')).json()
    }
  } finally {
    await app.close() // closes the database too
  }
}
