// db.docTables(): the contract's document dictionary, for the example record types
// (compared property by property with the contract's tables) and for every column kind and option.
import t, { type Test } from 'tap'
import { Column, DB, defineModel } from '../../lib/index.ts'
import type { DocTables } from '../../lib/index.ts'
import { models } from '../../examples/models.ts'
import { eachDatabase } from '../helpers/databases.ts'
import { kReader } from '../../lib/symbols.ts'

type Doc = Record<string, unknown>

// ---- the contract's example tables, snake_case keys -------------------------------------------

const authorFields: Record<string, Doc> = {
  id: { type: 'integer', format: 'int32', nullable: true, primary_key: true, info: {} },
  first_name: { type: 'string', maxLength: 50, nullable: false, info: {} },
  last_name: { type: 'string', maxLength: 50, nullable: false, info: {} },
  full_name: { readOnly: true, type: 'string' }
}

const bookFields: Record<string, Doc> = {
  id: { type: 'integer', format: 'int32', nullable: false, primary_key: true, info: {} },
  isbn: { type: 'string', maxLength: 20, nullable: true, info: {} },
  title: { type: 'string', maxLength: 100, nullable: false, info: {} },
  pub_year: { type: 'integer', format: 'int32', nullable: false, info: {} },
  author_id: { type: 'integer', format: 'int32', nullable: false, foreign_key: 'author.id', info: {} }
}

const tagFields: Record<string, Doc> = {
  id: { type: 'integer', format: 'int32', nullable: false, primary_key: true, info: {} },
  name: { type: 'string', maxLength: 40, nullable: false, unique: true, info: {} }
}

const bookTagFields: Record<string, Doc> = {
  book_id: { type: 'integer', format: 'int32', nullable: false, primary_key: true, foreign_key: 'book.id', info: {} },
  tag_id: { type: 'integer', format: 'int32', nullable: false, primary_key: true, foreign_key: 'tag.id', info: {} }
}

const orderFields: Record<string, Doc> = {
  id: { type: 'integer', format: 'int32', nullable: false, primary_key: true, info: {} },
  owner_id: { type: 'integer', format: 'int32', nullable: false, foreign_key: 'user.id', info: {} },
  description: { type: 'string', nullable: false, info: {} },
  ordered_at: { type: 'date-time', nullable: true, default: { for_update: false, arg: 'now' }, info: {} },
  status_id: { type: 'integer', format: 'int8', nullable: true, default: { for_update: false, arg: 0 }, info: {} }
}

const jobFields: Record<string, Doc> = {
  id: { type: 'integer', format: 'int32', nullable: false, primary_key: true, info: {} },
  owner_id: { type: 'integer', format: 'int32', nullable: false, foreign_key: 'user.id', info: {} },
  order_id: { type: 'integer', format: 'int32', nullable: false, foreign_key: 'order.id', info: {} },
  started_at: {
    type: 'date-time',
    nullable: false,
    server_default: { for_update: false, arg: 'CURRENT_TIMESTAMP', reflected: false },
    info: {}
  },
  finished_at: { type: 'date-time', nullable: true, info: {} },
  status_id: { type: 'integer', format: 'int8', nullable: true, default: { for_update: false, arg: 0 }, info: {} }
}

const nodeFields: Record<string, Doc> = {
  id: { type: 'integer', format: 'int32', nullable: false, primary_key: true, info: {} },
  parent_id: { type: 'integer', format: 'int32', nullable: true, foreign_key: 'nodes.id', info: {} },
  data: { type: 'string', maxLength: 50, nullable: true, info: {} }
}

const userFields: Record<string, Doc> = {
  id: { type: 'integer', format: 'int32', nullable: false, primary_key: true, info: {} },
  username: { type: 'string', maxLength: 80, nullable: false, info: {} },
  password: { type: 'string', maxLength: 80, nullable: false, writeOnly: true, info: {} },
  email: { type: 'string', maxLength: 80, nullable: false, unique: true, info: {} },
  is_staff: { type: 'boolean', nullable: false, default: { for_update: false, arg: false }, info: {} },
  is_active: { type: 'boolean', nullable: false, default: { for_update: false, arg: false }, info: {} },
  is_account_current: { type: 'boolean', nullable: false, default: { for_update: false, arg: false }, info: {} },
  date_joined: { type: 'date', nullable: false, default: { for_update: false, arg: 'today' }, info: {} },
  last_login: { type: 'date-time', nullable: true, info: {} }
}

const snakeTables: Record<string, Record<string, Doc>> = {
  Author: {
    ...authorFields,
    books: { readOnly: false, relationship: { type: 'list', entity: 'Book', fields: bookFields } }
  },
  Book: {
    ...bookFields,
    author: { readOnly: true, relationship: { type: 'single', entity: 'Author', fields: authorFields } },
    tags: { readOnly: false, relationship: { type: 'list', entity: 'Tag', through: 'BookTag', fields: tagFields } }
  },
  Tag: {
    ...tagFields,
    books: { readOnly: false, relationship: { type: 'list', entity: 'Book', through: 'BookTag', fields: bookFields } }
  },
  BookTag: bookTagFields,
  User: userFields,
  Order: {
    ...orderFields,
    jobs: { readOnly: false, relationship: { type: 'list', entity: 'Job', fields: jobFields } }
  },
  Job: {
    ...jobFields,
    order: { readOnly: true, relationship: { type: 'single', entity: 'Order', fields: orderFields } }
  },
  Node: {
    ...nodeFields,
    children: { readOnly: false, relationship: { type: 'list', entity: 'Node', fields: nodeFields } }
  }
}

// ---- the same in camelCase: property names change, the document keys (primary_key...) do not ----

const camelNames: Record<string, string> = {
  first_name: 'firstName',
  last_name: 'lastName',
  full_name: 'fullName',
  pub_year: 'pubYear',
  author_id: 'authorId',
  book_id: 'bookId',
  tag_id: 'tagId',
  owner_id: 'ownerId',
  order_id: 'orderId',
  ordered_at: 'orderedAt',
  status_id: 'statusId',
  started_at: 'startedAt',
  finished_at: 'finishedAt',
  parent_id: 'parentId',
  is_staff: 'isStaff',
  is_active: 'isActive',
  is_account_current: 'isAccountCurrent',
  date_joined: 'dateJoined',
  last_login: 'lastLogin'
}

function camelFields (fields: Record<string, Doc>): Record<string, Doc> {
  const out: Record<string, Doc> = {}
  for (const [name, doc] of Object.entries(fields)) {
    const relationship = doc.relationship as { type: string, entity: string, fields: Record<string, Doc> } | undefined
    out[camelNames[name] ?? name] = relationship === undefined
      ? doc
      : { ...doc, relationship: { ...relationship, fields: camelFields(relationship.fields) } }
  }
  return out
}

/** Compares one type's document property by property, then its key set, type and xml. */
function checkTable (t: Test, docs: DocTables, name: string, expected: Record<string, Doc>): void {
  const table = docs.definitions[name]
  t.ok(table, `${name} is documented`)
  if (table === undefined) return
  t.equal(table.type, 'object', `${name}.type`)
  t.equal(table.xml, name, `${name}.xml`)
  for (const [property, doc] of Object.entries(expected)) {
    t.strictSame(table.properties[property], doc, `${name}.${property}`)
  }
  t.strictSame(Object.keys(table.properties).sort(), Object.keys(expected).sort(), `${name} has exactly these properties`)
}

t.test('docTables() documents the example types with snake_case keys by default', async t => {
  const db = new DB('sqlite:///:memory:', { models })
  const docs = db.docTables()
  t.strictSame(Object.keys(docs), ['definitions'])
  t.strictSame(Object.keys(docs.definitions), ['Author', 'Book', 'Tag', 'BookTag', 'User', 'Order', 'Job', 'Node'])
  for (const [name, expected] of Object.entries(snakeTables)) checkTable(t, docs, name, expected)
  t.strictSame(db.docTables({ toCamelCase: false }), docs, 'toCamelCase false is the default')
})

t.test('docTables({ toCamelCase: true }) uses the wire names, nested relationship fields included', async t => {
  const db = new DB('sqlite:///:memory:', { models })
  const docs = db.docTables({ toCamelCase: true })
  for (const [name, expected] of Object.entries(snakeTables)) checkTable(t, docs, name, camelFields(expected))
  const book = docs.definitions.Book.properties
  t.strictSame(book.authorId, { type: 'integer', format: 'int32', nullable: false, foreign_key: 'author.id', info: {} })
  t.strictSame(
    Object.keys((book.author.relationship as { fields: Doc }).fields),
    ['id', 'firstName', 'lastName', 'fullName'],
    'the nested Author lists its columns and computed fields, not its books'
  )
})

t.test('the contract facts stand out in the example documents', async t => {
  const { definitions: d } = new DB('sqlite:///:memory:', { models }).docTables()
  t.equal(d.Author.properties.first_name.maxLength, 50)
  t.equal(d.Book.properties.title.maxLength, 100)
  t.equal(d.Book.properties.isbn.maxLength, 20)
  t.equal(d.User.properties.username.maxLength, 80)
  t.equal(d.User.properties.email.unique, true)
  t.equal(d.Author.properties.id.nullable, true, 'Author.id is declared nullable')
  t.equal(d.Author.properties.id.primary_key, true)
  t.equal(d.Order.properties.status_id.format, 'int8')
  t.equal(d.Book.properties.pub_year.format, 'int32')
  t.equal(d.Node.properties.parent_id.foreign_key, 'nodes.id')
  t.equal(d.Job.properties.order_id.foreign_key, 'order.id')
  t.equal(d.Order.properties.owner_id.foreign_key, 'user.id')
  t.equal(d.Author.properties.full_name.readOnly, true)
  t.equal(d.Book.properties.author.readOnly, true)
  t.equal(d.Job.properties.order.readOnly, true)
  t.equal(d.Author.properties.books.readOnly, false)
  t.strictSame(d.BookTag.primary_key, ['book_id', 'tag_id'], 'the join record\'s key is the pair')
  t.equal((d.Book.properties.tags.relationship as Doc).through, 'BookTag')
  t.equal(d.Order.properties.description.maxLength, undefined, 'String() has no maxLength')
  t.strictSame(d.Order.properties.status_id.default, { for_update: false, arg: 0 })
  t.strictSame(d.Job.properties.started_at.server_default, { for_update: false, arg: 'CURRENT_TIMESTAMP', reflected: false })
})

// ---- every column kind and option ----------------------------------------------------------

function stampDefault (): string {
  return 'stamped'
}

function touchedNow (): Date {
  return new Date()
}

const DocKinds = defineModel({
  name: 'DocKinds',
  tableName: 'doc_kinds',
  columns: {
    id: Column.Integer({ primaryKey: true }),
    count: Column.Integer(),
    small: Column.SmallInteger(),
    big: Column.BigInteger(),
    code: Column.String(12),
    note: Column.String(),
    body: Column.Text(),
    ratio: Column.Float(),
    amount: Column.Numeric(17, 6),
    day: Column.Date(),
    at: Column.DateTime(),
    flag: Column.Boolean(),
    state: Column.Choice({ 0: 'new', 1: 'done' }),
    commented: Column.String(20, { comment: 'a column comment', doc: 'what it holds', info: { label: 'Commented', order: 2 } }),
    indexed: Column.Integer({ index: true }),
    uniq: Column.String(30, { unique: true, nullable: false }),
    touched: Column.DateTime({ onupdate: touchedNow }),
    stamped: Column.String(40, { default: stampDefault }),
    fixed: Column.SmallInteger({ default: 7, nullable: false }),
    secret: Column.WriteOnly(Column.String(64))
  }
})

const kindDocs: Record<string, Doc> = {
  id: { type: 'integer', format: 'int32', nullable: false, primary_key: true, info: {} },
  count: { type: 'integer', format: 'int32', nullable: true, info: {} },
  small: { type: 'integer', format: 'int8', nullable: true, info: {} },
  big: { type: 'integer', format: 'int64', nullable: true, info: {} },
  code: { type: 'string', maxLength: 12, nullable: true, info: {} },
  note: { type: 'string', nullable: true, info: {} },
  body: { type: 'text', nullable: true, info: {} },
  ratio: { type: 'float', nullable: true, info: {} },
  amount: { type: 'numeric(17, 6)', nullable: true, info: {} },
  day: { type: 'date', nullable: true, info: {} },
  at: { type: 'date-time', nullable: true, info: {} },
  flag: { type: 'boolean', nullable: true, info: {} },
  state: { type: 'string', nullable: true, choices: { 0: 'new', 1: 'done' }, info: {} },
  commented: {
    type: 'string',
    maxLength: 20,
    nullable: true,
    comment: 'a column comment',
    doc: 'what it holds',
    info: { label: 'Commented', order: 2 }
  },
  indexed: { type: 'integer', format: 'int32', nullable: true, index: true, info: {} },
  uniq: { type: 'string', maxLength: 30, nullable: false, unique: true, info: {} },
  touched: { type: 'date-time', nullable: true, onupdate: { for_update: true, arg: 'touchedNow' }, info: {} },
  stamped: { type: 'string', maxLength: 40, nullable: true, default: { for_update: false, arg: 'stampDefault' }, info: {} },
  fixed: { type: 'integer', format: 'int8', nullable: false, default: { for_update: false, arg: 7 }, info: {} },
  secret: { type: 'string', maxLength: 64, nullable: true, writeOnly: true, info: {} }
}

t.test('every column kind and option is documented', async t => {
  const db = new DB('sqlite:///:memory:', { models: [DocKinds] })
  const snake = db.docTables()
  checkTable(t, snake, 'DocKinds', kindDocs)
  // Every property here is a single word, so camelCase changes no name.
  t.strictSame(db.docTables({ toCamelCase: true }), snake)
  t.strictSame(Object.keys(snake.definitions.DocKinds.properties), Object.keys(kindDocs), 'properties in declaration order')
})

t.test('camelCase and snake_case names of a multi-word column of each kind', async t => {
  const Multi = defineModel({
    name: 'DocMulti',
    tableName: 'doc_multi',
    columns: {
      id: Column.Integer({ primaryKey: true }),
      unitPrice: Column.Numeric(10, 2, { nullable: false }),
      lastSeenAt: Column.DateTime(),
      birthDay: Column.Date({ doc: 'day of birth' })
    }
  })
  const db = new DB('sqlite:///:memory:', { models: [Multi] })
  t.strictSame(db.docTables().definitions.DocMulti.properties, {
    id: { type: 'integer', format: 'int32', nullable: false, primary_key: true, info: {} },
    unit_price: { type: 'numeric(10, 2)', nullable: false, info: {} },
    last_seen_at: { type: 'date-time', nullable: true, info: {} },
    birth_day: { type: 'date', nullable: true, doc: 'day of birth', info: {} }
  })
  t.strictSame(Object.keys(db.docTables({ toCamelCase: true }).definitions.DocMulti.properties),
    ['id', 'unitPrice', 'lastSeenAt', 'birthDay'])
})

eachDatabase(t, 'a model with every column kind and option creates its table and keeps its document', async (t, { url }) => {
  const db = new DB(url, { models: [DocKinds] })
  t.teardown(() => db.close())
  const before = db.docTables()
  await db.createAll()
  t.strictSame(db.docTables(), before, 'the document does not depend on the database')
  const [[count]] = await db[kReader].runner.rows('select count(*) from doc_kinds', [])
  t.equal(Number(count), 0, 'the table exists and is empty')
})
