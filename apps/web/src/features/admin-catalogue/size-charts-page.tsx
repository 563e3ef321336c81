import { useState } from 'react'
import { type AdminSizeChart, MESSAGES } from '@store/contract'
import { EmptyState } from '@/components/empty-state'
import { usePageMeta } from '@/lib/page-meta'
import { useFetch } from '@/lib/use-fetch'
import { createSizeChart, deleteSizeChart, listSizeCharts, updateSizeChart } from './api'
import { SizeChartForm } from './size-chart-form'
import {
  AdminOnly,
  AdminHeading,
  EditDeleteButtons,
  RefChips,
  gatedSubmitClass,
  PermanentDelete,
  TableHead,
} from '@/components/admin/ui'

/** '/dashboard/size-charts': the store's size charts, with the sub-categories using each. */
export function SizeChartsPage() {
  usePageMeta('Size Charts')
  return (
    <AdminOnly>
      <SizeChartsAdmin />
    </AdminOnly>
  )
}

function SizeChartsAdmin() {
  const [version, setVersion] = useState(0)
  const result = useFetch(`size-charts|${version}`, listSizeCharts)
  const [editing, setEditing] = useState<AdminSizeChart | 'new' | null>(null)
  const [removing, setRemoving] = useState<AdminSizeChart | null>(null)
  const refetch = () => setVersion((v) => v + 1)
  const charts = result.data ?? []

  return (
    <section className="space-y-4">
      <AdminHeading title="Size Charts">
        <button
          type="button"
          onClick={() => setEditing('new')}
          className={gatedSubmitClass(true, 'auto')}
        >
          Add Size Chart
        </button>
      </AdminHeading>
      {result.status === 'loading' ? (
        <div className="h-64 animate-pulse rounded-lg bg-stone-200" />
      ) : result.status === 'error' ? (
        <EmptyState message={result.error.message} />
      ) : charts.length === 0 ? (
        <EmptyState message={MESSAGES.noDataShort} />
      ) : (
        <div className="overflow-x-auto rounded-lg border border-stone-200 bg-white">
          <table className="w-full min-w-[520px] text-left text-sm">
            <TableHead columns={['Name', 'Unit', 'Measurements', 'Sub Category', 'Action']} />
            <tbody className="divide-y divide-stone-100">
              {charts.map((chart) => (
                <tr key={chart._id}>
                  <td className="px-3 py-2 font-medium">{chart.name}</td>
                  <td className="px-3 py-2">{chart.unit}</td>
                  <td className="px-3 py-2 text-stone-600">
                    {chart.columns.join(', ')} · {chart.rows.map((row) => row.size).join(', ')}
                  </td>
                  <td className="px-3 py-2">
                    <RefChips refs={chart.subCategories} />
                  </td>
                  <td className="px-3 py-2">
                    <EditDeleteButtons
                      name={chart.name}
                      onEdit={() => setEditing(chart)}
                      onDelete={() => setRemoving(chart)}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {editing && (
        <SizeChartForm
          {...(editing === 'new' ? {} : { chart: editing })}
          save={(body) =>
            editing === 'new' ? createSizeChart(body) : updateSizeChart(editing._id, body)
          }
          onSaved={refetch}
          onClose={() => setEditing(null)}
        />
      )}
      {removing && (
        <PermanentDelete
          message={`Delete the size chart ${removing.name}? Its products and sub-categories keep no chart.`}
          confirmLabel="Delete"
          remove={() => deleteSizeChart(removing._id)}
          onDone={refetch}
          onClose={() => setRemoving(null)}
        />
      )}
    </section>
  )
}
