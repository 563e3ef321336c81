import { fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { expect, it } from 'vitest'
import { OtpInput } from './otp-input'

function Harness() {
  const [digits, setDigits] = useState(['', '', '', '', '', ''])
  return <OtpInput value={digits} onChange={setDigits} />
}

it('moves focus to the next box as digits are typed', () => {
  render(<Harness />)
  fireEvent.change(screen.getByLabelText('Digit 1'), { target: { value: '4' } })
  expect(screen.getByLabelText('Digit 1')).toHaveValue('4')
  expect(screen.getByLabelText('Digit 2')).toHaveFocus()
})

it('fills every box from a pasted code', () => {
  render(<Harness />)
  fireEvent.paste(screen.getByLabelText('Digit 1'), { clipboardData: { getData: () => '482 913' } })
  const values = Array.from(
    { length: 6 },
    (_, i) => screen.getByLabelText<HTMLInputElement>(`Digit ${i + 1}`).value,
  )
  expect(values).toEqual(['4', '8', '2', '9', '1', '3'])
})

it('ignores letters', () => {
  render(<Harness />)
  fireEvent.change(screen.getByLabelText('Digit 1'), { target: { value: 'a' } })
  expect(screen.getByLabelText('Digit 1')).toHaveValue('')
})
