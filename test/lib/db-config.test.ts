import t from 'tap'
import { dbConfig, DB, errors } from '../../lib/index.ts'
import { models } from '../../examples/models.ts'

t.test('dbConfig fills every {name} placeholder', async t => {
  t.equal(
    dbConfig('postgresql://{user}:{pass}@{host}:{port}/{db}', { user: 'ann', pass: 's3', host: 'db.local', port: 5432, db: 'shop' }),
    'postgresql://ann:s3@db.local:5432/shop'
  )
  t.equal(dbConfig('sqlite:///{file}', { file: 'data/app.db' }), 'sqlite:///data/app.db')
})

t.test('dbConfig refuses a placeholder without a value', async t => {
  t.throws(() => dbConfig('postgresql://{user}@{host}/x', { user: 'ann' }), /no value for \{host\}/)
})

t.test('an unknown URI scheme is an error at construction', async t => {
  t.throws(() => new DB('mysql://root@localhost/test', { models }), errors.UnknownUriScheme)
  t.throws(() => new DB('sqlite://relative.db', { models }), { code: 'FMR_ERR_URI_SCHEME' })
})
