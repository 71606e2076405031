// Type tests of the aggregate answer (`npx tstyche`): typed from the model and what is asked.
import { describe, expect, test } from 'tstyche'
import { Column, defineModel } from '../../lib/index.ts'
import type { AggregateAnswerOf, AggregateGroupOf } from '../../plugin/index.ts'

const Sale = defineModel({
  name: 'Sale',
  columns: {
    id: Column.Integer({ primaryKey: true }),
    shopId: Column.Integer({ nullable: false }),
    price: Column.Numeric(12, 2, { nullable: false }),
    units: Column.BigInteger({ nullable: false }),
    weight: Column.Float(),
    soldOn: Column.Date({ nullable: false })
  }
})

describe('AggregateAnswerOf', () => {
  test('without groupBy or functions: an empty key and a count', () => {
    expect<AggregateGroupOf<typeof Sale>>().type.toBe<{ key: {}, count: number }>()
  })

  test('each function asked for, typed by the field\'s kind', () => {
    type Answer = AggregateAnswerOf<typeof Sale, { groupBy: ['shopId'], sum: ['price', 'units', 'weight'], avg: ['weight'], min: ['soldOn'], countDistinct: ['shopId'] }>
    type Group = Answer['groups'][number]
    expect<Group['key']>().type.toBe<{ shopId: number | null }>()
    expect<Group['count']>().type.toBe<number>()
    expect<Group['sum']>().type.toBe<{ price: string | null, units: string | null, weight: number | null }>()
    expect<Group['avg']>().type.toBe<{ weight: number | null }>()
    expect<Group['min']>().type.toBe<{ soldOn: string | null }>()
    expect<Group['countDistinct']>().type.toBe<{ shopId: number }>()
    expect<Group>().type.not.toHaveProperty('max')
  })

  test('a key through a relationship is unknown', () => {
    expect<AggregateGroupOf<typeof Sale, { groupBy: ['shop.city'] }>['key']>().type.toBe<{ 'shop.city': unknown }>()
  })
})
