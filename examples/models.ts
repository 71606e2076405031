import { Column, defineModel, Relationship, serverNow, Type } from '../lib/index.ts'

/** Today's date, the default of `User.dateJoined`. */
function today (): string {
  return new Date().toISOString().slice(0, 10)
}

/** The current time, set by the application when an order has none. */
function now (): Date {
  return new Date()
}

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
    // A book's tags, linked through BookTag: a body may send them (the whole set, or a PATCH's
    // {add, remove}); unlinking, or deleting the book, never deletes a tag. At most 20 are shown
    // nested, so that an author's answer, 100 books with their tags, stays within one answer's
    // 10,000 records.
    tags: Relationship.manyToMany('Tag', { through: 'BookTag', writable: true, orderBy: 'name', limit: 20 })
  }
})

export const Tag = defineModel({
  name: 'Tag',
  columns: {
    id: Column.Integer({ primaryKey: true }),
    name: Column.String(40, { nullable: false, unique: true })
  },
  relationships: {
    books: Relationship.manyToMany(() => Book, { through: 'BookTag', orderBy: 'id' })
  }
})

/** The link of a book to a tag: its key is the pair, and either record's deletion removes it. */
export const BookTag = defineModel({
  name: 'BookTag',
  columns: {
    bookId: Column.Integer({ nullable: false, foreignKey: 'book.id' }),
    tagId: Column.Integer({ nullable: false, foreignKey: 'tag.id' })
  },
  primaryKey: ['bookId', 'tagId']
})

export const User = defineModel({
  name: 'User',
  columns: {
    id: Column.Integer({ primaryKey: true }),
    username: Column.String(80, { nullable: false }),
    password: Column.WriteOnly(Column.String(80, { nullable: false })),
    email: Column.String(80, { nullable: false, unique: true }),
    isStaff: Column.Boolean({ nullable: false, default: false }),
    isActive: Column.Boolean({ nullable: false, default: false }),
    isAccountCurrent: Column.Boolean({ nullable: false, default: false }),
    dateJoined: Column.Date({ nullable: false, default: today }),
    lastLogin: Column.DateTime({ nullable: true })
  }
})

export const Order = defineModel({
  name: 'Order',
  columns: {
    id: Column.Integer({ primaryKey: true }),
    ownerId: Column.Integer({ nullable: false, foreignKey: 'user.id' }),
    description: Column.String(undefined, { nullable: false }),
    orderedAt: Column.DateTime({ default: now }),
    statusId: Column.SmallInteger({ default: 0 })
  },
  relationships: {
    // An order's jobs go with it: deleting an order deletes its jobs. They may be written with
    // the order (a POST, PUT or PATCH sending `jobs`), through Job's own hooks.
    jobs: Relationship.list('Job', { onDelete: 'cascade', writable: true })
  }
})

export const Job = defineModel({
  name: 'Job',
  columns: {
    id: Column.Integer({ primaryKey: true }),
    ownerId: Column.Integer({ nullable: false, foreignKey: 'user.id' }),
    orderId: Column.Integer({ nullable: false, foreignKey: 'order.id' }),
    startedAt: Column.DateTime({ nullable: false, serverDefault: serverNow }),
    finishedAt: Column.DateTime({ nullable: true }),
    statusId: Column.SmallInteger({ nullable: true, default: 0 })
  },
  relationships: {
    order: Relationship.single('Order', { readOnly: true })
  }
})

export const Node = defineModel({
  name: 'Node',
  tableName: 'nodes',
  columns: {
    id: Column.Integer({ primaryKey: true }),
    parentId: Column.Integer({ foreignKey: 'nodes.id' }),
    data: Column.String(50)
  },
  relationships: {
    children: Relationship.list('Node', { foreignKey: 'parentId', orderBy: 'id', joinDepth: 10 })
  }
})

export const models = [Author, Book, Tag, BookTag, User, Order, Job, Node]
