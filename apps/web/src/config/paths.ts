import { paths as shopPaths } from '@store/contract'

/**
 * The route table: the contract's pages, and the online payment's pages that the contract's
 * table does not name yet (the payment gateway's return and the admin's payments list).
 */
export const paths = {
  ...shopPaths,
  paymentReturn: '/payment/return',
  adminPayments: '/dashboard/payments',
} as const
