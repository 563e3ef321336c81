import { useEffect, useRef } from 'react'
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'
import type { Overview } from '@store/contract'
import { formatRupees } from '@/lib/format'

const day = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short' })

/** Orders (bars) and revenue (line) per day, drawn by uPlot on a canvas that follows its box. */
export function OrdersChart({ days }: { days: Overview['days'] }) {
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = box.current
    if (!element) return
    const x = days.map((d) => Date.parse(`${d.date}T00:00:00+05:30`) / 1000)
    const chart = new uPlot(
      {
        width: element.clientWidth,
        height: 260,
        legend: { show: true },
        scales: {
          // Half a day either side, so the first and last bars are whole.
          x: { time: true, range: (_u, min, max) => [min - 43_200, max + 43_200] },
          orders: { range: (_u, _min, max) => [0, Math.max(max, 4)] },
        },
        axes: [
          { values: (_u, ticks) => ticks.map((t) => day.format(new Date(t * 1000))) },
          { scale: 'orders', label: 'Orders', size: 50 },
          {
            scale: 'rupees',
            side: 1,
            label: 'Revenue',
            size: 70,
            grid: { show: false },
            values: (_u, ticks) => ticks.map((t) => formatRupees(t)),
          },
        ],
        series: [
          { value: (_u, t) => (t == null ? '' : day.format(new Date(t * 1000))) },
          {
            label: 'Orders',
            scale: 'orders',
            stroke: '#b91c5c',
            fill: 'rgba(185, 28, 92, 0.25)',
            paths: uPlot.paths.bars?.({ size: [0.6, 40] }),
          },
          {
            label: 'Revenue',
            scale: 'rupees',
            stroke: '#15803d',
            width: 2,
            value: (_u, v) => (v == null ? '' : formatRupees(v)),
          },
        ],
      },
      [x, days.map((d) => d.orders), days.map((d) => d.revenue)],
      element,
    )
    const resize = new ResizeObserver(() =>
      chart.setSize({ width: element.clientWidth, height: 260 }),
    )
    resize.observe(element)
    return () => {
      resize.disconnect()
      chart.destroy()
    }
  }, [days])
  return <div ref={box} role="img" aria-label="Orders and revenue per day, last 30 days" />
}
