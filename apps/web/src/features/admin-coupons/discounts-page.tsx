import { useState } from 'react'
import { STACKING_RULE, ruleHeadline } from '@store/contract'
import { AdminHeading, AdminOnly, TableHead } from '@/components/admin/ui'
import { EmptyState } from '@/components/empty-state'
import { Field, inputClass } from '@/components/form'
import { formatRupees } from '@/lib/format'
import { usePageMeta } from '@/lib/page-meta'
import { notify } from '@/lib/toast'
import { useFetch } from '@/lib/use-fetch'
import {
  type Rule,
  type RuleBody,
  type RuleKind,
  deleteRule,
  downloadRedemptions,
  listRules,
  saveRule,
} from './api'

const LABELS = {
  coupons: { title: 'Coupons', one: 'coupon', name: 'Code' },
  offers: { title: 'Automatic offers', one: 'offer', name: 'Title' },
} as const

/** '/dashboard/coupons': coupons with their uses, the discount given and the redemptions' CSV. */
export function CouponsAdminPage() {
  usePageMeta('Coupons admin')
  return (
    <AdminOnly>
      <Rules kind="coupons" />
    </AdminOnly>
  )
}

/** '/dashboard/offers': automatic offers (no code), the same fields as coupons. */
export function OffersAdminPage() {
  usePageMeta('Offers admin')
  return (
    <AdminOnly>
      <Rules kind="offers" />
    </AdminOnly>
  )
}

const days = (rule: Rule) =>
  rule.validFrom || rule.validTo
    ? `${rule.validFrom ?? 'now'} to ${rule.validTo ?? 'no end'}`
    : 'Always'

function Rules({ kind }: { kind: RuleKind }) {
  const labels = LABELS[kind]
  const [version, setVersion] = useState(0)
  const [editing, setEditing] = useState<Rule | 'new' | null>(null)
  const rules = useFetch(`${kind}-${version}`, (signal) => listRules(kind, signal))
  const reload = () => setVersion((v) => v + 1)
  const remove = async (rule: Rule) => {
    try {
      const answer = await deleteRule(kind, rule._id)
      void notify.success(answer.message)
      reload()
    } catch (error) {
      void notify.failure(error)
    }
  }
  return (
    <div className="space-y-4">
      <AdminHeading title={labels.title}>
        <button
          type="button"
          onClick={() => setEditing('new')}
          className="rounded-md bg-brand-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-700"
        >
          Add {labels.one}
        </button>
      </AdminHeading>
      <p className="text-sm text-stone-600">{STACKING_RULE}</p>
      {editing && (
        <RuleForm
          kind={kind}
          rule={editing === 'new' ? null : editing}
          onDone={() => {
            setEditing(null)
            reload()
          }}
          onCancel={() => setEditing(null)}
        />
      )}
      {rules.status === 'success' && rules.data.length === 0 && (
        <EmptyState message={`No ${labels.one}s yet.`} />
      )}
      {rules.status === 'success' && rules.data.length > 0 && (
        <div className="overflow-x-auto rounded-lg bg-white shadow-sm">
          {/* On a phone the table scrolls sideways rather than folding each cell into a column. */}
          <table className="w-full whitespace-nowrap text-left text-sm">
            <TableHead
              columns={[labels.name, 'Off', 'Valid', 'Uses', 'Discount given', 'Status', '']}
              right={['Uses', 'Discount given']}
            />
            <tbody className="divide-y divide-stone-100">
              {rules.data.map((rule) => (
                <tr key={rule._id}>
                  <td
                    className={`px-3 py-2 font-semibold ${kind === 'coupons' ? 'font-mono' : ''}`}
                  >
                    {kind === 'coupons' ? rule.code : rule.title}
                  </td>
                  <td className="px-3 py-2">
                    {ruleHeadline({
                      kind: rule.kind,
                      value: rule.kind === 'flat' ? rule.value * 100 : rule.value,
                      maxDiscountPaise: rule.maxDiscount === null ? null : rule.maxDiscount * 100,
                    })}
                    {rule.minBag > 0 && <> above {formatRupees(rule.minBag)}</>}
                  </td>
                  <td className="px-3 py-2">{days(rule)}</td>
                  <td className="px-3 py-2 text-right">
                    {rule.uses}
                    {rule.usesTotal !== null && ` of ${rule.usesTotal}`}
                  </td>
                  <td className="px-3 py-2 text-right">{formatRupees(rule.discountGiven)}</td>
                  <td className="px-3 py-2">{rule.active ? 'Active' : 'Off'}</td>
                  <td className="flex gap-3 px-3 py-2">
                    <button
                      type="button"
                      onClick={() => setEditing(rule)}
                      className="text-brand-700 hover:underline"
                    >
                      Edit
                    </button>
                    <button
                      type="button"
                      onClick={() => void downloadRedemptions(kind, rule._id)}
                      className="text-brand-700 hover:underline"
                    >
                      CSV
                    </button>
                    <button
                      type="button"
                      onClick={() => void remove(rule)}
                      className="text-red-700 hover:underline"
                    >
                      Delete
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  )
}

const optionalNumber = (text: string) => (text.trim() === '' ? undefined : Number(text))
const ids = (text: string) =>
  text
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean)

function RuleForm({
  kind,
  rule,
  onDone,
  onCancel,
}: {
  kind: RuleKind
  rule: Rule | null
  onDone: () => void
  onCancel: () => void
}) {
  const text = (value: number | string | null | undefined) =>
    value === null || value === undefined ? '' : String(value)
  const [form, setForm] = useState({
    name: kind === 'coupons' ? (rule?.code ?? '') : (rule?.title ?? ''),
    kind: rule?.kind ?? 'percent',
    value: text(rule?.value),
    minBag: text(rule?.minBag || ''),
    maxDiscount: text(rule?.maxDiscount),
    validFrom: rule?.validFrom ?? '',
    validTo: rule?.validTo ?? '',
    usesTotal: text(rule?.usesTotal),
    usesPerShopper: text(rule?.usesPerShopper),
    firstOrderOnly: rule?.firstOrderOnly ?? false,
    categories: rule?.scope.categories.join(', ') ?? '',
    subCategories: rule?.scope.subCategories.join(', ') ?? '',
    products: rule?.scope.products.join(', ') ?? '',
    excludeAbovePercent: text(rule?.excludeAbovePercent),
    active: rule?.active ?? true,
  })
  const [saving, setSaving] = useState(false)
  const set =
    (key: keyof typeof form) => (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      setForm({
        ...form,
        [key]: event.target.type === 'checkbox' ? event.target.checked : event.target.value,
      })
  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    const body: RuleBody = {
      ...(kind === 'coupons' ? { code: form.name } : { title: form.name }),
      kind: form.kind,
      value: Number(form.value),
      minBag: optionalNumber(form.minBag),
      maxDiscount: optionalNumber(form.maxDiscount),
      validFrom: form.validFrom || undefined,
      validTo: form.validTo || undefined,
      usesTotal: optionalNumber(form.usesTotal),
      usesPerShopper: optionalNumber(form.usesPerShopper),
      firstOrderOnly: form.firstOrderOnly,
      scope: {
        categories: ids(form.categories),
        subCategories: ids(form.subCategories),
        products: ids(form.products),
      },
      excludeAbovePercent: optionalNumber(form.excludeAbovePercent),
      active: form.active,
    }
    setSaving(true)
    try {
      const answer = await saveRule(kind, JSON.parse(JSON.stringify(body)) as RuleBody, rule?._id)
      void notify.success(answer.message)
      onDone()
    } catch (error) {
      void notify.failure(error)
    } finally {
      setSaving(false)
    }
  }
  const input = (key: keyof typeof form, label: string, type = 'text', hint?: string) => (
    <Field label={hint ? `${label} (${hint})` : label}>
      <input type={type} value={String(form[key])} onChange={set(key)} className={inputClass} />
    </Field>
  )
  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="grid gap-3 rounded-lg bg-white p-4 shadow-sm sm:grid-cols-2"
    >
      {input('name', kind === 'coupons' ? 'Code' : 'Title')}
      <Field label="Kind">
        <select value={form.kind} onChange={set('kind')} className={inputClass}>
          <option value="percent">Percent off</option>
          <option value="flat">Flat rupees off</option>
        </select>
      </Field>
      {input('value', form.kind === 'percent' ? 'Percent' : 'Rupees', 'number')}
      {input('minBag', 'Minimum bag', 'number', '₹, of the items it covers')}
      {input('maxDiscount', 'Maximum discount', 'number', '₹')}
      {input('excludeAbovePercent', 'Leave out items already discounted above', 'number', '%')}
      {input('validFrom', 'Valid from', 'date', 'IST')}
      {input('validTo', 'Valid to', 'date', 'IST')}
      {input('usesTotal', 'Total uses', 'number')}
      {input('usesPerShopper', 'Uses per shopper', 'number')}
      {input('categories', 'Category ids', 'text', 'comma-separated; empty: all')}
      {input('subCategories', 'Sub-category ids', 'text', 'comma-separated')}
      {input('products', 'Product ids', 'text', 'comma-separated')}
      <div className="flex flex-col gap-2 self-end text-sm">
        <label className="flex items-center gap-2">
          <input type="checkbox" checked={form.firstOrderOnly} onChange={set('firstOrderOnly')} />
          First order only
        </label>
        <label className="flex items-center gap-2">
          <input type="checkbox" checked={form.active} onChange={set('active')} />
          Active
        </label>
      </div>
      <div className="flex gap-3 sm:col-span-2">
        <button
          type="submit"
          disabled={saving}
          className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          Save
        </button>
        <button
          type="button"
          onClick={onCancel}
          className="rounded-md border border-stone-300 px-4 py-2"
        >
          Cancel
        </button>
      </div>
    </form>
  )
}
