// `npm start`: the example API on HOST:PORT, over DATABASE_URL or an SQLite file in ./data/.
import { mkdirSync } from 'node:fs'
import { buildApp } from './app.ts'

const host = process.env.HOST ?? '127.0.0.1'
const port = Number(process.env.PORT ?? 3000)
let databaseUrl = process.env.DATABASE_URL
if (databaseUrl === undefined || databaseUrl === '') {
  mkdirSync('data', { recursive: true })
  databaseUrl = 'sqlite:///data/example.db'
}

try {
  const app = await buildApp({ databaseUrl, logger: { level: process.env.LOG_LEVEL ?? 'info' }, seed: true })
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info(`${signal}: finishing requests in flight, then closing the database`)
      app.close().then(() => process.exit(0), () => process.exit(1))
    })
  }
  await app.listen({ host, port })
} catch (error) {
  console.error(`Could not start the example API on ${databaseUrl.replace(/\/\/[^@/]*@/, '//***@')}: ${(error as Error).message}`)
  process.exit(1)
}
