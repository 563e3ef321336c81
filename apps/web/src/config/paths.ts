import { paths as contractPaths } from '@store/contract'

/**
 * The contract's route table, plus the size charts page it does not list yet (a dashboard page,
 * so the server already answers it through '/dashboard/*').
 */
export const paths = { ...contractPaths, adminSizeCharts: '/dashboard/size-charts' } as const
