import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { Link, useParams } from 'react-router'
import { type AdminOrder, MESSAGES, ORDER_MOVES, type OrderStatus } from '@store/contract'
import { paths } from '@/config/paths'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { EmptyState } from '@/components/empty-state'
import { Modal } from '@/components/modal'
import { Field, inputClass } from '@/components/form'
import { formatRupees } from '@/lib/format'
import { InvoiceButton, OrderSummary } from '@/features/orders'
import { OrderPayment } from '@/features/payments'
import { usePageMeta } from '@/lib/page-meta'
import { notify } from '@/lib/toast'
import { useFetch } from '@/lib/use-fetch'
import { getAdminOrder, moveOrder } from './api'
import { CustomerCodStanding, DeliveryBy } from './delivery'
import { AdminOnly, gatedSubmitClass, submitWhen } from '@/components/admin/ui'

const actionLabel: Record<OrderStatus, string> = {
  Pending: 'Pending',
  Confirmed: 'Confirm',
  Shipped: 'Ship',
  Delivered: 'Mark delivered',
  Cancelled: 'Cancel order',
  RTO: 'Mark returned to origin',
}

/** Moves that undo a sale ask first and look it. */
const undoing = (status: OrderStatus) => status === 'Cancelled' || status === 'RTO'

function ShipDialog({
  onShip,
  onClose,
}: {
  onShip: (courierName: string, trackingUrl: string) => Promise<void>
  onClose: () => void
}) {
  const { register, handleSubmit, control, formState } = useForm({
    defaultValues: { courier: '', url: '' },
  })
  const [courier, url] = useWatch({ control, name: ['courier', 'url'] })
  const ready = Boolean(courier.trim()) && /^https?:\/\/\S+$/.test(url.trim())
  const ship = handleSubmit((values) => onShip(values.courier.trim(), values.url.trim()))
  return (
    <Modal title="Ship order" onClose={onClose}>
      <form className="space-y-4 p-5" onSubmit={submitWhen(ready, ship)}>
        <Field label="Courier">
          <input {...register('courier')} placeholder="e.g. Delhivery" className={inputClass} />
        </Field>
        <Field label="Tracking link">
          <input {...register('url')} type="url" placeholder="https://" className={inputClass} />
        </Field>
        <button
          type="submit"
          disabled={formState.isSubmitting}
          aria-disabled={!ready}
          className={gatedSubmitClass(ready)}
        >
          {formState.isSubmitting ? MESSAGES.loading : 'Ship'}
        </button>
      </form>
    </Modal>
  )
}

/** '/dashboard/orders/{id}': one order with its customer, history and the moves allowed now. */
export function OrderPage() {
  usePageMeta('Order')
  return (
    <AdminOnly>
      <AdminOrderView />
    </AdminOnly>
  )
}

function AdminOrderView() {
  const { id = '' } = useParams()
  const [version, setVersion] = useState(0)
  const result = useFetch(`${id}|${version}`, (signal) => getAdminOrder(id, signal))
  const [pending, setPending] = useState<OrderStatus | null>(null)

  if (result.status === 'loading')
    return <div className="h-64 animate-pulse rounded-lg bg-stone-200" />
  if (result.status === 'error') return <EmptyState message={result.error.message} />
  const order: AdminOrder = result.data

  const move = async (
    status: OrderStatus,
    extra: { courierName?: string; trackingUrl?: string } = {},
  ) => {
    try {
      const answer = await moveOrder(order._id, { status, ...extra })
      void notify.success(answer.message)
      setPending(null)
      setVersion((v) => v + 1)
    } catch (error) {
      void notify.failure(error)
    }
  }

  const moves = ORDER_MOVES[order.status]
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-xl font-bold">Order {order.orderId}</h1>
        <Link to={paths.adminOrders} className="tap-target text-sm text-brand-600 hover:underline">
          ‹ All orders
        </Link>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <section
          aria-labelledby="customer"
          className="rounded-lg border border-stone-200 bg-white p-4 text-sm"
        >
          <h2 id="customer" className="mb-1 font-semibold">
            Customer
          </h2>
          <p>{order.customer.name}</p>
          <p className="text-stone-600">
            {order.customer.mobile} · {order.customer.email}
          </p>
          <h3 className="mb-1 mt-3 font-semibold">Cash on Delivery</h3>
          <CustomerCodStanding userId={order.user._id} version={version} />
        </section>
        <section
          aria-labelledby="delivery"
          className="rounded-lg border border-stone-200 bg-white p-4 text-sm"
        >
          <h2 id="delivery" className="mb-1 font-semibold">
            Delivery
          </h2>
          <dl className="space-y-1">
            <div className="flex flex-wrap gap-x-2">
              <dt className="text-stone-500">Delivery by</dt>
              <dd className="font-medium">
                <DeliveryBy order={order} none="No day was promised" />
              </dd>
            </div>
            {order.codFee > 0 && (
              <div className="flex flex-wrap gap-x-2">
                <dt className="text-stone-500">Cash on Delivery fee</dt>
                <dd className="font-medium">{formatRupees(order.codFee)}</dd>
              </div>
            )}
          </dl>
        </section>
      </div>
      {moves.length > 0 && (
        <div role="group" aria-label="Order actions" className="flex flex-wrap gap-3">
          {moves.map((status) => (
            <button
              key={status}
              type="button"
              onClick={() =>
                status === 'Confirmed' || status === 'Delivered'
                  ? void move(status)
                  : setPending(status)
              }
              className={
                undoing(status)
                  ? 'rounded-md border border-red-300 bg-white px-4 py-2 text-sm font-medium text-red-700 hover:border-red-500'
                  : 'rounded-md bg-green-700 px-4 py-2 text-sm font-semibold text-white hover:bg-green-800'
              }
            >
              {actionLabel[status]}
            </button>
          ))}
        </div>
      )}
      <OrderSummary order={order} showSku />
      <OrderPayment order={order} onOrder={() => undefined} onReload={() => undefined} readOnly />
      <InvoiceButton order={order} />
      {pending === 'Shipped' && (
        <ShipDialog
          onClose={() => setPending(null)}
          onShip={(courierName, trackingUrl) => move('Shipped', { courierName, trackingUrl })}
        />
      )}
      {pending === 'Cancelled' && (
        <ConfirmDialog
          title="Cancel order"
          message={`Cancel order ${order.orderId}? Its stock goes back on sale and the shopper is told by e-mail.`}
          confirmLabel="Cancel order"
          onClose={() => setPending(null)}
          onConfirm={() => move('Cancelled')}
        />
      )}
      {pending === 'RTO' && (
        <ConfirmDialog
          title="Returned to origin"
          message={`Mark order ${order.orderId} returned to origin, refused at the door or undeliverable? Its units go back on sale, an online payment is refunded, and the parcel counts against the shopper's Cash on Delivery.`}
          confirmLabel="Mark returned to origin"
          onClose={() => setPending(null)}
          onConfirm={() => move('RTO')}
        />
      )}
    </div>
  )
}
