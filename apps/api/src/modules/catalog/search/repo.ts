import type { Db } from '../../../db/index.js'

export type WeightedTerm = { term: string; weight: number }

export async function indexVersion(db: Db): Promise<number> {
  const row = await db
    .selectFrom('search_state')
    .select('version')
    .where('id', '=', 1)
    .executeTakeFirst()
  return row?.version ?? 0
}

export async function bumpIndexVersion(db: Db) {
  await db
    .updateTable('search_state')
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .where('id', '=', 1)
    .execute()
}

export async function replaceProductTerms(db: Db, productId: number, terms: WeightedTerm[]) {
  await db.deleteFrom('product_search_terms').where('product_id', '=', productId).execute()
  await bumpIndexVersion(db)
  if (terms.length === 0) return
  await db
    .insertInto('product_search_terms')
    .values(terms.map((t) => ({ term: t.term, product_id: productId, weight: t.weight })))
    .execute()
  await db
    .insertInto('search_vocabulary')
    .values(terms.map((t) => ({ term: t.term })))
    .onConflict((oc) => oc.column('term').doNothing())
    .execute()
}

export async function deleteProductTerms(db: Db, productId: number) {
  await db.deleteFrom('product_search_terms').where('product_id', '=', productId).execute()
  await bumpIndexVersion(db)
}

export async function listVocabulary(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('search_vocabulary').select('term').orderBy('term').execute()
  return rows.map((row) => row.term)
}

export type Postings = { ids: Int32Array; weights: Int16Array }

/** The products a term occurs in, with the term's weight in each, by product id. */
export async function findPostings(db: Db, term: string): Promise<Postings> {
  const rows = await db
    .selectFrom('product_search_terms')
    .select(['product_id', 'weight'])
    .where('term', '=', term)
    .orderBy('product_id')
    .execute()
  const ids = new Int32Array(rows.length)
  const weights = new Int16Array(rows.length)
  rows.forEach((row, i) => {
    ids[i] = row.product_id
    weights[i] = row.weight
  })
  return { ids, weights }
}
