import { act, fireEvent, screen } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { setUser } from '@/features/account'
import { renderScreen, stubApi } from '@/testing/render'
import { MailPage } from './mail-page'

afterEach(() => vi.unstubAllGlobals())

const failed = {
  _id: 7,
  to: 'asha@example.in',
  subject: 'KapdaKart order KK-1001: Shipped',
  status: 'failed',
  attempts: 8,
  nextAttemptAt: '2026-11-24T10:00:00.000Z',
  lastError: 'Greeting never received',
  createdAt: '2026-11-24T09:00:00.000Z',
  codeRedacted: false,
}
const list = (data: unknown[], counts: { failed: number; pending: number }) => ({
  body: {
    success: true,
    error: false,
    message: '',
    data,
    page: 1,
    totalCount: data.length,
    totalNoPage: 1,
    counts,
  },
})

it('lists failed mail with its error, sends one again, and shows the lists afresh', async () => {
  let sent = false
  const fetchMock = stubApi((url) => {
    if (url.endsWith('/admin/mail/7/retry')) {
      sent = true
      return {
        body: {
          success: true,
          error: false,
          message: 'Mail queued to send again',
          data: { ...failed, status: 'pending', attempts: 0 },
        },
      }
    }
    return sent ? list([], { failed: 0, pending: 1 }) : list([failed], { failed: 1, pending: 0 })
  })
  const { store } = renderScreen(<MailPage />)
  act(() => {
    store.dispatch(setUser({ _id: '1', token: 't', role: 'ADMIN' }))
  })
  expect(await screen.findByText('Greeting never received')).toBeInTheDocument()
  expect(screen.getByRole('tab', { name: 'Failed (1)' })).toHaveAttribute('aria-selected', 'true')
  expect(screen.getByRole('tab', { name: 'Pending (0)' })).toBeInTheDocument()

  // Phones get cards and wider screens the table; jsdom renders both.
  fireEvent.click(screen.getAllByRole('button', { name: 'Send again' })[0] as HTMLElement)
  expect(await screen.findByText('No failed mail. Everything went out.')).toBeInTheDocument()
  expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull()
  expect(screen.getByRole('tab', { name: 'Pending (1)' })).toBeInTheDocument()
  const retried = fetchMock.mock.calls.find(
    ([url]) => typeof url === 'string' && url.endsWith('/retry'),
  )
  expect(retried?.[1]?.method).toBe('POST')
})

it('shows when pending mail will be tried next, in India time', async () => {
  stubApi(() =>
    list([{ ...failed, status: 'pending', attempts: 2, lastError: 'connect ECONNREFUSED' }], {
      failed: 0,
      pending: 1,
    }),
  )
  const { store } = renderScreen(<MailPage />)
  act(() => {
    store.dispatch(setUser({ _id: '1', token: 't', role: 'ADMIN' }))
  })
  fireEvent.click(await screen.findByRole('tab', { name: 'Pending (1)' }))
  expect(await screen.findByText('24 Nov 2026, 3:30 pm')).toBeInTheDocument()
  expect(screen.getByText('2 tries · Next try: 24 Nov 2026, 3:30 pm')).toBeInTheDocument()
  expect(screen.queryAllByRole('button', { name: 'Send again' })).toEqual([])
})

it("marks a code mail's code as redacted, and shows no code", async () => {
  stubApi(() =>
    list([{ ...failed, subject: 'KapdaKart login code', codeRedacted: true }], {
      failed: 1,
      pending: 0,
    }),
  )
  const { store } = renderScreen(<MailPage />)
  act(() => {
    store.dispatch(setUser({ _id: '1', token: 't', role: 'ADMIN' }))
  })
  expect(await screen.findAllByText('code redacted')).not.toHaveLength(0)
  expect(document.body.textContent).not.toMatch(/\d{6}/)
})

it('shows the pager only when there is more than one page', async () => {
  let pages = 0
  stubApi(() => ({
    body: {
      ...list([], { failed: 0, pending: 0 }).body,
      totalCount: pages * 20,
      totalNoPage: pages,
      data: pages ? [failed] : [],
    },
  }))
  const { store, unmount } = renderScreen(<MailPage />)
  act(() => {
    store.dispatch(setUser({ _id: '1', token: 't', role: 'ADMIN' }))
  })
  expect(await screen.findByText('No failed mail. Everything went out.')).toBeInTheDocument()
  expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull()
  expect(screen.queryByText('1/1')).toBeNull()
  unmount()

  pages = 2
  const second = renderScreen(<MailPage />)
  act(() => {
    second.store.dispatch(setUser({ _id: '1', token: 't', role: 'ADMIN' }))
  })
  expect(await screen.findByRole('navigation', { name: 'Pages' })).toHaveTextContent('1/2')
})
