import { usePageMeta } from '@/lib/page-meta'

function Soon({ title, text }: { title: string; text: string }) {
  usePageMeta(title)
  return (
    <section className="rounded-xl border border-stone-200 bg-white p-6">
      <h1 className="text-xl font-bold">{title}</h1>
      <p className="mt-2 text-stone-600">{text}</p>
    </section>
  )
}

export const MyOrdersPage = () => (
  <Soon title="Orders" text="Your orders will appear here once ordering opens." />
)
export const AddressPage = () => (
  <Soon title="Save Address" text="Your saved addresses will appear here once ordering opens." />
)
