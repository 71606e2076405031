// Composite keys: `primaryKey` lists the columns of a join record's key, `unique` the column sets
// no two records may share. createAll() and migrations make them; a duplicate is a 409.
import { Column, DB, defineModel } from '../../lib/index.ts'

const id = Column.Integer({ primaryKey: true })
const Project = defineModel({ name: 'Project', columns: { id, name: Column.String(40, { nullable: false }) } })
const Task = defineModel({
  name: 'Task',
  columns: { id, projectId: Column.Integer({ foreignKey: 'project.id', nullable: false }), name: Column.String(40, { nullable: false }) },
  // A task's name is unique within its project.
  unique: [['projectId', 'name']]
})
const Tag = defineModel({ name: 'Tag', columns: { id, name: Column.String(40, { nullable: false }) } })
// A task's tag: the pair is the key, so the same tag cannot be linked twice.
const TaskTag = defineModel({
  name: 'TaskTag',
  columns: { taskId: Column.Integer({ foreignKey: 'task.id' }), tagId: Column.Integer({ foreignKey: 'tag.id' }), note: Column.String(40) },
  primaryKey: ['taskId', 'tagId']
})

/** What a save threw: its code, status and message. */
async function refusal (saving: Promise<unknown>): Promise<unknown> {
  const error = await saving.then(() => undefined, (failure: { code: string, statusCode: number, message: string }) => failure)
  return error === undefined ? 'saved' : [error.code, error.statusCode, error.message]
}

export async function main (databaseUrl: string): Promise<unknown> {
  const db = new DB(databaseUrl, { models: [Project, Task, Tag, TaskTag] })
  await db.createAll()
  try {
    await new Project({ id: 1, name: 'Home' }).save()
    await new Task({ id: 1, projectId: 1, name: 'Paint' }).save()
    await new Tag({ id: 1, name: 'red' }).save()
    await new TaskTag({ taskId: 1, tagId: 1, note: 'first' }).save()
    const linkedTwice = await refusal(new TaskTag({ taskId: 1, tagId: 1 }).save())
    db.session.clear()
    const sameName = await refusal(new Task({ id: 2, projectId: 1, name: 'Paint' }).save())
    db.session.clear()
    return {
      linkedTwice,
      sameName,
      links: await db.find(TaskTag, {}),
      table: db.docTables().definitions.TaskTag.primary_key,
      unique: db.docTables({ toCamelCase: true }).definitions.Task.unique
    }
  } finally {
    await db.close()
  }
}
