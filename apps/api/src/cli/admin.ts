// npm run admin -- --phone 9876543210 [--password '...'] [--name 'Shop Owner'] [--email owner@example.in]
// Creates an admin account, or promotes an existing one, on this installation's database.
import { parseArgs } from 'node:util'
import { EmailSchema, MobileSchema, NameSchema, PasswordSchema } from '@store/contract'
import { z } from 'zod'
import { ConfigError, loadConfig } from '../config.js'
import { createDatabase } from '../db/index.js'
import { migrateToLatest } from '../db/migrate.js'
import { ensureAdmin } from '../modules/users/service.js'

const ArgsSchema = z.object({
  phone: MobileSchema,
  password: PasswordSchema,
  name: NameSchema.optional(),
  email: EmailSchema.optional(),
})

async function main() {
  const { values } = parseArgs({
    options: {
      phone: { type: 'string' },
      password: { type: 'string' },
      name: { type: 'string' },
      email: { type: 'string' },
    },
  })
  const config = loadConfig()
  const parsed = ArgsSchema.safeParse({
    ...values,
    password: values.password ?? config.admin?.password,
  })
  if (!parsed.success) {
    console.error(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n'),
    )
    console.error(
      "Usage: npm run admin -- --phone 9876543210 --password '...' [--name ...] [--email ...]",
    )
    process.exit(2)
  }
  const database = createDatabase(config.database)
  try {
    await migrateToLatest(database.db)
    const { created } = await ensureAdmin(database.db, parsed.data)
    console.log(`Admin account ${parsed.data.phone} ${created ? 'created' : 'updated'}.`)
  } finally {
    await database.destroy()
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error)
  process.exit(1)
})
