// @ts-nocheck -- in this repository the package is not installed; the consumer test deletes this line.
// Exported models with relationships and a write-only column, compiled with `declaration: true`
// (tsc --init's default): each inferred type must be nameable from the package's own exports.
// Tried as a new user would, `Relationship.list(...)` gave TS2742 "cannot be named ... not portable".
import { Column, defineModel, Relationship } from 'fastify-model-resources'

export const Writer = defineModel({
  name: 'Writer',
  columns: { id: Column.Integer({ primaryKey: true }), name: Column.String(40), pin: Column.WriteOnly(Column.String(20)) },
  relationships: { essays: Relationship.list('Essay'), tags: Relationship.manyToMany('Label') }
})

export const Essay = defineModel({
  name: 'Essay',
  columns: { id: Column.Integer({ primaryKey: true }), writerId: Column.Integer({ foreignKey: 'writer.id' }) },
  relationships: { writer: Relationship.single('Writer') }
})

export const Label = defineModel({ name: 'Label', columns: { id: Column.Integer({ primaryKey: true }) } })
