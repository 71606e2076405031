// The model layer without HTTP: connect, create the tables, save, validate, serialize, query, delete.
import { DB, dbConfig } from '../../lib/index.ts'
import { Author, Book, BookTag, Tag } from '../models.ts'

export async function main (databaseUrl: string): Promise<unknown> {
  // dbConfig fills `{name}` placeholders; the library itself reads no environment variable.
  const built = dbConfig('postgresql://{user}@{host}:{port}/{name}', { user: 'app', host: 'db.internal', port: 5432, name: 'shop' })

  // Every type a relationship reaches is listed: Book's tags are Tags, linked through BookTag.
  const db = new DB(databaseUrl, { models: [Author, Book, Tag, BookTag], checkfirst: true, echo: false })
  await db.createAll() // creates the tables that are new, binds the models, opens db.session
  try {
    const ann = new Author({ firstName: 'Ann' })
    const incomplete = ann.validateRecord({ camelCase: true }) // only required columns, defaults ignored
    ann.lastName = 'Lee'
    await ann.save() // adds to db.session and commits
    const book = await new Book({ title: 'First', pubYear: 2001, authorId: ann.id }).save()

    // Model.query is a MikroORM query builder on db.session.
    const titles = await Book.query.select(['title']).where({ pubYear: { $gte: 2000 } }).execute()

    const result = {
      built,
      incomplete,
      complete: ann.validateRecord(),
      author: ann.toDict({ serialFields: ['id', 'fullName'] }),
      book: book.serialize({ serialFields: ['title', 'pubYear'] }),
      titles,
      tables: Object.keys(db.docTables().definitions),
      authorIdDoc: db.docTables({ toCamelCase: true }).definitions.Book.properties.authorId
    }
    await book.delete()
    return { ...result, booksLeft: await db.session.count(Book) }
  } finally {
    await db.close()
  }
}
