// `node --experimental-strip-types bench/decimal-sum.ts`: the time of a NUMERIC sum on SQLite
// (lib/db/sqlite-functions.ts), in process: 1,000,000 rows of a Numeric(12, 2) in a file in /tmp,
// each aggregate sent 8 times with app.inject; median and least ms. SQLite only.
import Fastify from 'fastify'
import { rmSync } from 'node:fs'
import Database from 'better-sqlite3'
import { Column, defineModel, DB } from '../lib/index.ts'
import modelResources, { CollectionModelResource } from '../plugin/index.ts'
const Holding = defineModel({ name: 'Holding', columns: { id: Column.Integer({ primaryKey: true }), owner: Column.Integer({ nullable: false }), value: Column.Numeric(12, 2, { nullable: false }) } })
class Holdings extends CollectionModelResource.of(Holding, { aggregates: true }) {}
const file = `/tmp/decsum-${process.pid}.db`
const db = new DB(`sqlite:///${file}`, { models: [Holding], resources: [Holdings] })
await db.createAll()
const raw = new Database(file)
raw.exec('begin')
const ins = raw.prepare('insert into holding (id, owner, value) values (?, ?, ?)')
for (let i = 1; i <= 1_000_000; i++) ins.run(i, i % 100, (i % 100000) / 100 + 0.01)
raw.exec('commit')
const app = Fastify()
await app.register(modelResources, { db, resources: [Holdings] })
for (const url of ['/holdings/aggregate?sum=value', '/holdings/aggregate?groupBy=owner&sum=value&maxPageSize=100']) {
  const times: number[] = []
  let body = ''
  for (let n = 0; n < 8; n++) {
    const start = process.hrtime.bigint()
    const res = await app.inject(url)
    times.push(Number(process.hrtime.bigint() - start) / 1e6)
    body = res.body.slice(0, 80)
    if (res.statusCode !== 200) throw new Error(res.body)
  }
  times.sort((a, b) => a - b)
  console.log(url, 'median ms', times[4].toFixed(0), 'least', times[0].toFixed(0), body)
}
await app.close()
rmSync(file, { force: true })
