import { z } from 'zod'

export const HealthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['sqlite', 'postgres']),
  uptimeSeconds: z.number(),
})
export type Health = z.infer<typeof HealthSchema>
