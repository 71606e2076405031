// Without @mikro-orm/postgresql installed, a PostgreSQL URI fails with an error naming the package.
import assert from 'node:assert/strict'
import { Column, DB, defineModel } from 'fastify-model-resources'

const Task = defineModel({ name: 'Task', columns: { id: Column.Integer({ primaryKey: true }) } })
const db = new DB('postgresql://postgres@127.0.0.1:5432/none', { models: [Task] })
await assert.rejects(db.createAll(), {
  code: 'FMR_ERR_DRIVER_MISSING',
  message: `PostgreSQL needs a driver that is not installed: npm install --save-exact @mikro-orm/postgresql@${process.argv[2]}`
})
console.log('ok')
