import type { DB } from '../lib/index.ts'
import { Author, Book } from './models.ts'

const AUTHORS = [
  { firstName: 'Ursula', lastName: 'Le Guin', books: [['The Dispossessed', 1974, '9780061054884'], ['The Left Hand of Darkness', 1969, '9780441478125']] },
  { firstName: 'Italo', lastName: 'Calvino', books: [['Invisible Cities', 1972, '9780156453806']] },
  { firstName: 'Toni', lastName: 'Morrison', books: [['Beloved', 1987, '9781400033416'], ['Song of Solomon', 1977, '9781400033423']] }
] as const

/** A few authors and books, written only into an empty database. */
export async function seed (db: DB): Promise<boolean> {
  const em = db.fork()
  if (await em.count(Author) > 0) return false
  for (const { firstName, lastName, books } of AUTHORS) {
    const author = new Author({ firstName, lastName })
    await em.persist(author).flush()
    for (const [title, pubYear, isbn] of books) em.persist(new Book({ title, pubYear, isbn, authorId: author.id }))
    await em.flush()
  }
  return true
}
