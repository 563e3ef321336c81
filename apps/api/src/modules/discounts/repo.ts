import { sql } from 'kysely'
import type { Db } from '../../db/index.js'
import type { DiscountRuleTable } from '../../db/schema.js'
import type { Insertable, Selectable } from 'kysely'

export type RuleRow = Selectable<DiscountRuleTable>
export type NewRule = Omit<Insertable<DiscountRuleTable>, 'id' | 'uses' | 'deleted_at'>

const live = (db: Db) => db.selectFrom('discount_rules').selectAll().where('deleted_at', 'is', null)

export async function listRules(db: Db, automatic: boolean) {
  return live(db)
    .where('automatic', '=', automatic ? 1 : 0)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute()
}

export async function findRule(db: Db, id: number, automatic: boolean) {
  return live(db)
    .where('id', '=', id)
    .where('automatic', '=', automatic ? 1 : 0)
    .executeTakeFirst()
}

export async function findCoupon(db: Db, code: string) {
  return live(db).where('automatic', '=', 0).where('code', '=', code).executeTakeFirst()
}

/** Automatic offers switched on; whether today is within their days is the rules' to say. */
export async function activeOffers(db: Db) {
  return live(db).where('automatic', '=', 1).where('active', '=', 1).orderBy('id').execute()
}

export async function insertRule(db: Db, rule: NewRule) {
  const row = await db
    .insertInto('discount_rules')
    .values(rule)
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

export async function updateRule(
  db: Db,
  id: number,
  rule: Omit<NewRule, 'created_at' | 'automatic'>,
) {
  await db.updateTable('discount_rules').set(rule).where('id', '=', id).execute()
}

/** A deleted rule keeps its redemptions; its code is freed for a new coupon. */
export async function deleteRule(db: Db, id: number, now: string) {
  await db
    .updateTable('discount_rules')
    .set({ deleted_at: now, code: null, active: 0, updated_at: now })
    .where('id', '=', id)
    .execute()
}

/** Orders holding a use of each rule and what they took off. */
export async function givenByRule(db: Db, ruleIds: number[]) {
  if (ruleIds.length === 0) return new Map<number, number>()
  const rows = await db
    .selectFrom('discount_redemptions')
    .select(['rule_id', (eb) => eb.fn.sum<number | string>('discount_paise').as('paise')])
    .where('rule_id', 'in', ruleIds)
    .where('status', '=', 'held')
    .groupBy('rule_id')
    .execute()
  return new Map(rows.map((row) => [row.rule_id, Number(row.paise)]))
}

/**
 * The shopper's uses of the rules a bag may be priced with: the automatic offers switched on and
 * the coupon of `code`. One read, with no need to know the rules first.
 */
export async function shopperUses(db: Db, userId: number, code: string | undefined) {
  const rows = await db
    .selectFrom('discount_shopper_uses')
    .select(['rule_id', 'uses'])
    .where('user_id', '=', userId)
    .where('rule_id', 'in', (eb) =>
      eb
        .selectFrom('discount_rules')
        .select('id')
        .where('deleted_at', 'is', null)
        .where((rule) =>
          rule.or([
            rule.and([rule('automatic', '=', 1), rule('active', '=', 1)]),
            ...(code ? [rule.and([rule('automatic', '=', 0), rule('code', '=', code)])] : []),
          ]),
        ),
    )
    .execute()
  return new Map(rows.map((row) => [row.rule_id, row.uses]))
}

/**
 * Takes one use of a rule inside the order's transaction: true when it was below its total.
 * The conditional update is the count: concurrent orders queue on the row and only as many as
 * the limit see a row to change.
 */
export async function takeUse(db: Db, ruleId: number) {
  const result = await db
    .updateTable('discount_rules')
    .set({ uses: sql`uses + 1` })
    .where('id', '=', ruleId)
    .where((eb) => eb.or([eb('uses_total', 'is', null), eb('uses', '<', eb.ref('uses_total'))]))
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** Takes one of a shopper's uses of a rule: true when she was below `limit`. */
export async function takeShopperUse(db: Db, ruleId: number, userId: number, limit: number | null) {
  await db
    .insertInto('discount_shopper_uses')
    .values({ rule_id: ruleId, user_id: userId, uses: 0 })
    .onConflict((oc) => oc.columns(['rule_id', 'user_id']).doNothing())
    .execute()
  let update = db
    .updateTable('discount_shopper_uses')
    .set({ uses: sql`uses + 1` })
    .where('rule_id', '=', ruleId)
    .where('user_id', '=', userId)
  if (limit !== null) update = update.where('uses', '<', limit)
  const result = await update.executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

export async function insertRedemption(
  db: Db,
  row: {
    rule_id: number
    order_id: number
    user_id: number
    code: string | null
    discount_paise: number
    created_at: string
  },
) {
  await db
    .insertInto('discount_redemptions')
    .values({ ...row, status: 'held' })
    .execute()
}

/** Gives back the uses an order held: its redemptions are released and the counts lowered. */
export async function releaseOrder(db: Db, orderId: number) {
  const held = await db
    .selectFrom('discount_redemptions')
    .select(['id', 'rule_id', 'user_id'])
    .where('order_id', '=', orderId)
    .where('status', '=', 'held')
    .orderBy('rule_id')
    .execute()
  for (const row of held) {
    await db
      .updateTable('discount_redemptions')
      .set({ status: 'released' })
      .where('id', '=', row.id)
      .execute()
    await db
      .updateTable('discount_shopper_uses')
      .set({ uses: sql`uses - 1` })
      .where('rule_id', '=', row.rule_id)
      .where('user_id', '=', row.user_id)
      .where('uses', '>', 0)
      .execute()
    await db
      .updateTable('discount_rules')
      .set({ uses: sql`uses - 1` })
      .where('id', '=', row.rule_id)
      .where('uses', '>', 0)
      .execute()
  }
}

export async function redemptionsOf(db: Db, ruleId: number) {
  return db
    .selectFrom('discount_redemptions')
    .selectAll()
    .where('rule_id', '=', ruleId)
    .orderBy('id')
    .execute()
}
