import type { AccountDataPart } from '../records/account.js'

/**
 * "Download my data" (DPDP Act 2023 s.11, decision 078): every module that holds the shopper's
 * data contributes its part, read side by side, under the part's name.
 */
export function exportAccountFlow(deps: { parts: Record<string, AccountDataPart> }) {
  const entries = Object.entries(deps.parts)
  return async (userId: number, at: Date = new Date()) => {
    const parts = await Promise.all(
      entries.map(async ([name, read]) => [name, await read(userId)] as const),
    )
    return { exportedAt: at.toISOString(), ...Object.fromEntries(parts) }
  }
}

export type ExportAccount = ReturnType<typeof exportAccountFlow>
