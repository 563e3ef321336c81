import { useState } from 'react'
import { useSelector } from 'react-redux'
import { Link } from 'react-router'
import { MESSAGES, type Product } from '@store/contract'
import { paths } from '@/config/paths'
import { selectSignedIn } from '@/features/account'
import { notify } from '@/lib/toast'
import { createAlert } from './api'

/** "Notify me" for each sold-out size of the product page: one e-mail when it is back. */
export function NotifyMe({ product }: { product: Product }) {
  const signedIn = useSelector(selectSignedIn)
  const [asked, setAsked] = useState<string[]>([])
  const soldOut = product.variants.filter((v) => v.stock <= 0).map((v) => v.size)
  if (soldOut.length === 0) return null

  async function ask(size: string) {
    try {
      const answer = await createAlert(product._id, size)
      setAsked((list) => [...list, size])
      void notify.success(answer.message)
    } catch (error) {
      void notify.failure(error)
    }
  }

  return (
    <div className="rounded-lg border border-dashed border-stone-300 p-3">
      <p className="text-sm font-medium">
        Sold out in your size? We will e-mail you once when it is back.
      </p>
      {signedIn ? (
        <div className="mt-2 flex flex-wrap gap-2">
          {soldOut.map((size) =>
            asked.includes(size) ? (
              <span key={size} className="rounded-md bg-green-50 px-3 py-2 text-sm text-green-800">
                {size}: we will e-mail you
              </span>
            ) : (
              <button
                key={size}
                type="button"
                onClick={() => void ask(size)}
                className="rounded-md border border-stone-300 bg-white px-3 py-2 text-sm font-medium hover:border-brand-600"
              >
                Notify me: {size}
              </button>
            ),
          )}
        </div>
      ) : (
        <p className="mt-1 text-sm text-stone-600">
          <Link to={paths.login} className="font-medium text-brand-600 underline">
            {MESSAGES.pleaseLogin}
          </Link>{' '}
          to be told when {soldOut.join(', ')} {soldOut.length === 1 ? 'is' : 'are'} back.
        </p>
      )}
    </div>
  )
}
