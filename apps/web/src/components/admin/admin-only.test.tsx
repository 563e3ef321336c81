import { screen } from '@testing-library/react'
import { expect, it } from 'vitest'
import { renderScreen } from '@/testing/render'
import { AdminOnly } from './ui'

it("shows 'Do not have permission' to non-admins", () => {
  renderScreen(
    <AdminOnly>
      <p>Admin tools</p>
    </AdminOnly>,
  )
  expect(screen.getByText('Do not have permission')).toBeInTheDocument()
  expect(screen.queryByText('Admin tools')).not.toBeInTheDocument()
})
