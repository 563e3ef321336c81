/** How the store reaches an account's holder. */
export type Contact = { id: number; name: string; mobile: string; email: string }

/** Contacts of the accounts that exist among `userIds`. */
export type ReadContacts = (userIds: number[]) => Promise<Contact[]>

/** Up to `limit` account ids whose mobile number or name matches `text`. */
export type FindCustomers = (text: string, limit: number) => Promise<number[]>
