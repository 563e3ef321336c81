import { usePageMeta } from '@/lib/page-meta'
import { CartContents } from './cart-contents'

/** '/cart': the cart as a page, where the mobile cart bar leads. */
export function CartPage() {
  usePageMeta('Cart')
  return (
    <section className="mx-auto flex max-w-2xl flex-col overflow-hidden rounded-xl border border-stone-200 bg-white">
      <h1 className="border-b border-stone-200 px-5 py-3 text-lg font-semibold">Cart</h1>
      <CartContents />
    </section>
  )
}
