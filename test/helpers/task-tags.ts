// The models of the composite-key tests: a task's name unique within its project, and a join
// record TaskTag whose key is the pair (taskId, tagId). examples/docs/keys.ts shows the same
// models to a reader, whole on its page.
import { Column, defineModel, Relationship } from '../../lib/index.ts'

const id = Column.Integer({ primaryKey: true })
const taskColumns = { id, projectId: Column.Integer({ foreignKey: 'project.id', nullable: false }), name: Column.String(40, { nullable: false }) }
const tagColumns = { id, name: Column.String(40, { nullable: false }) }
export const Project = defineModel({ name: 'Project', columns: { id, name: Column.String(40, { nullable: false }) } })
export const Task = defineModel({
  name: 'Task',
  columns: taskColumns,
  unique: [['projectId', 'name']]
})
export const Tag = defineModel({ name: 'Tag', columns: tagColumns })
export const TaskTag = defineModel({
  name: 'TaskTag',
  columns: { taskId: Column.Integer({ foreignKey: 'task.id' }), tagId: Column.Integer({ foreignKey: 'tag.id' }), note: Column.String(40) },
  primaryKey: ['taskId', 'tagId']
})

// The same Task and Tag, linked many-to-many through TaskTag (a task's body sets its tags): the
// typed client's tests, on a DB of their own (a DB holds one type of each name).
export const TaggedTask = defineModel({
  name: 'Task',
  columns: taskColumns,
  unique: [['projectId', 'name']],
  relationships: { tags: Relationship.manyToMany('Tag', { writable: true, through: 'TaskTag', orderBy: 'name' }) }
})
export const TaggedTag = defineModel({
  name: 'Tag',
  columns: tagColumns,
  relationships: { tasks: Relationship.manyToMany(() => TaggedTask, { through: 'TaskTag' }) }
})
