// A record type with one column of every kind: each builder returns a TypeBox schema that
// also carries the column facts (primary key, nullable, default, foreign key...).
import { Column, DB, defineModel, serverNow } from '../../lib/index.ts'

export const Product = defineModel({
  name: 'Product', // table `product`, path word `products`
  columns: {
    id: Column.Integer({ primaryKey: true }), // filled by the database when absent
    sku: Column.String(20, { nullable: false, unique: true }),
    name: Column.String(100, { nullable: false, doc: 'Shown to customers' }),
    description: Column.Text(),
    price: Column.Numeric(10, 2, { nullable: false }),
    weight: Column.Float(),
    stock: Column.SmallInteger({ default: 0 }),
    views: Column.BigInteger({ default: 0 }),
    size: Column.Choice({ 1: 'small', 2: 'medium', 3: 'large' }),
    onSale: Column.Boolean({ nullable: false, default: false }),
    releasedOn: Column.Date(),
    createdAt: Column.DateTime({ nullable: false, serverDefault: serverNow }),
    secret: Column.WriteOnly(Column.String(80))
  }
})

export async function main (databaseUrl: string): Promise<unknown> {
  const db = new DB(databaseUrl, { models: [Product] })
  await db.createAll()
  try {
    const saved = await new Product({
      sku: 'TEA-1', name: 'Teapot', price: '24.50', weight: 0.8, size: 'medium', releasedOn: '2024-03-01', secret: 's3cret'
    }).save()
    // Read it back in a fresh unit of work, with the database's default for createdAt.
    const teapot = await db.fork().findOneOrFail(Product, { id: saved.id } as never)
    const { name, price, size } = db.docTables({ toCamelCase: true }).definitions.Product.properties
    return { teapot: teapot.toDict(), docs: { name, price, size } }
  } finally {
    await db.close()
  }
}
