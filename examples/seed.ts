import type { DB } from '../lib/index.ts'
import { Author, Book, BookTag, Tag } from './models.ts'

const AUTHORS = [
  { firstName: 'Ursula', lastName: 'Le Guin', books: [['The Dispossessed', 1974, '9780061054884'], ['The Left Hand of Darkness', 1969, '9780441478125']] },
  { firstName: 'Italo', lastName: 'Calvino', books: [['Invisible Cities', 1972, '9780156453806']] },
  { firstName: 'Toni', lastName: 'Morrison', books: [['Beloved', 1987, '9781400033416'], ['Song of Solomon', 1977, '9781400033423']] }
] as const

/** Tags 1-3 and the books (1-5, in the order above) each is linked to. */
const TAGS = [
  { name: 'science fiction', books: [1, 2] },
  { name: 'classic', books: [2, 4] },
  { name: 'fable', books: [3] }
] as const

/** A few authors, books and tags, written only into an empty database. */
export async function seed (db: DB): Promise<boolean> {
  const em = db.fork()
  if (await em.count(Author) > 0) return false
  for (const { firstName, lastName, books } of AUTHORS) {
    const author = new Author({ firstName, lastName })
    await em.persist(author).flush()
    for (const [title, pubYear, isbn] of books) em.persist(new Book({ title, pubYear, isbn, authorId: author.id }))
    await em.flush()
  }
  for (const { name, books } of TAGS) {
    const tag = new Tag({ name })
    await em.persist(tag).flush()
    for (const bookId of books) em.persist(new BookTag({ bookId, tagId: tag.id }))
    await em.flush()
  }
  return true
}
