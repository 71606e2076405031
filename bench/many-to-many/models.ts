// The many-to-many bench's models: the example API's Author and Book (examples/models.ts) with
// extensions §10's `Book.tags` through a `BookTag` join model whose primary key is the pair
// (bookId, tagId), and `Tag.books` back through it. Declared here, not imported from the example,
// so that the bench measures the same models whatever else the example grows.
import { Column, defineModel, Relationship, Type } from '../../lib/index.ts'

export const Author = defineModel({
  name: 'Author',
  columns: {
    id: Column.Integer({ primaryKey: true, nullable: true }),
    firstName: Column.String(50, { nullable: false }),
    lastName: Column.String(50, { nullable: false })
  },
  computed: {
    fullName: {
      type: Type.String(),
      get: (author: { firstName?: string | null, lastName?: string | null }) => `${author.firstName} ${author.lastName}`
    }
  },
  relationships: {
    books: Relationship.list('Book')
  }
})

export const Book = defineModel({
  name: 'Book',
  columns: {
    id: Column.Integer({ primaryKey: true }),
    isbn: Column.String(20),
    title: Column.String(100, { nullable: false }),
    pubYear: Column.Integer({ nullable: false }),
    authorId: Column.Integer({ nullable: false, foreignKey: 'author.id' })
  },
  relationships: {
    author: Relationship.single('Author', { readOnly: true }),
    tags: Relationship.manyToMany('Tag', { through: 'BookTag', writable: true })
  }
})

export const Tag = defineModel({
  name: 'Tag',
  columns: {
    id: Column.Integer({ primaryKey: true }),
    name: Column.String(40, { nullable: false, unique: true })
  },
  relationships: {
    books: Relationship.manyToMany('Book', { through: 'BookTag' })
  }
})

export const BookTag = defineModel({
  name: 'BookTag',
  columns: {
    bookId: Column.Integer({ foreignKey: 'book.id' }),
    tagId: Column.Integer({ foreignKey: 'tag.id' })
  },
  primaryKey: ['bookId', 'tagId']
})

export const models = [Author, Book, Tag, BookTag]
