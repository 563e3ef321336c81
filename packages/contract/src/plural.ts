import { formatWhole } from './numbers.js'

/**
 * A count and its noun, the noun in the form the count takes in Indian English: "1 item",
 * "2 items", "1,00,000 products", "0 orders". The one place the store decides singular or plural;
 * `other` is for nouns whose plural is not the singular with an s ("try", "tries"). English has
 * one singular, exactly 1 (what `Intl.PluralRules('en-IN')` says, without building its rules).
 */
export function counted(count: number, one: string, other = `${one}s`): string {
  return `${formatWhole(count)} ${count === 1 ? one : other}`
}
