const rules = new Intl.PluralRules('en-IN')
const numbers = new Intl.NumberFormat('en-IN')

/**
 * A count and its noun, the noun in the form the count takes in Indian English: "1 item",
 * "2 items", "1,00,000 products", "0 orders". The one place the store decides singular or plural;
 * `other` is for nouns whose plural is not the singular with an s ("try", "tries").
 */
export function counted(count: number, one: string, other = `${one}s`): string {
  return `${numbers.format(count)} ${rules.select(count) === 'one' ? one : other}`
}
