import type { StoreCredit } from '@store/contract'
import { formatDate, formatRupees } from '@/lib/format'
import { useFetch } from '@/lib/use-fetch'
import { storeCredit } from './api'

const KIND: Record<StoreCredit['ledger'][number]['kind'], string> = {
  refund: 'Return credited',
  spent: 'Spent',
  restored: 'Given back',
}

/** The account page's store credit: the balance and every change to it. */
export function StoreCreditPanel() {
  const credit = useFetch('store-credit', (signal) => storeCredit(signal))
  if (credit.status !== 'success') return null
  const { balance, ledger } = credit.data
  return (
    <section
      aria-labelledby="store-credit"
      className="max-w-lg space-y-3 rounded-xl border border-stone-200 bg-white p-6"
    >
      <div className="flex items-baseline justify-between">
        <h2 id="store-credit" className="text-lg font-bold">
          Store credit
        </h2>
        <p className="text-xl font-bold text-green-800">{formatRupees(balance)}</p>
      </div>
      <p className="text-sm text-stone-600">
        Use it at checkout: only the rest is collected in cash on delivery.
      </p>
      {ledger.length > 0 && (
        <ul aria-label="Store credit ledger" className="divide-y divide-stone-100 text-sm">
          {ledger.map((entry) => (
            <li key={entry._id} className="flex justify-between gap-3 py-2">
              <span>
                <span className="font-medium">{KIND[entry.kind]}</span>{' '}
                <span className="text-stone-500">
                  {entry.note} · {formatDate(entry.at)}
                </span>
              </span>
              <span
                className={`whitespace-nowrap ${entry.amount < 0 ? 'text-red-700' : 'text-green-800'}`}
              >
                {entry.amount < 0 ? '−' : '+'}
                {formatRupees(Math.abs(entry.amount))}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
