import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures.js'
import avatarPng from './fixtures/avatar.js'

/** The login form itself is under test in this journey. */
async function logInWithTheForm(page: Page, phone: string, password: string) {
  await page.goto('/login')
  const submit = page.getByRole('button', { name: 'Login' })
  await page.getByLabel('Mobile number').fill(phone)
  await expect(submit).toBeDisabled()
  await page.getByLabel('Password').fill(password)
  await submit.click()
  await expect(page.getByText('Login successful')).toBeVisible()
  await expect(page).toHaveURL(/\/$/)
}

async function logOut(page: Page, phone: boolean) {
  if (phone) {
    await page.getByRole('link', { name: 'Account', exact: true }).click()
  } else {
    await page.getByRole('button', { name: 'Account', exact: true }).click()
  }
  await page.getByRole('button', { name: 'Log Out' }).click()
  await expect(page.getByText('Logout Successfully')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible()
}

test('register, log out, log in, reset the password by e-mail OTP, edit the profile and the avatar', async ({
  page,
  newShopper,
  latestOtp,
}, info) => {
  const shopper = newShopper()
  const onPhone = info.project.name === 'phone'

  await page.goto('/register')
  await page.getByLabel('Name').fill(shopper.name)
  await page.getByLabel('Email').fill(shopper.email)
  await page.getByLabel('Mobile number').fill(`${shopper.phone}99`)
  await expect(page.getByLabel('Mobile number')).toHaveValue(shopper.phone)
  await page.getByLabel('Password', { exact: true }).fill(shopper.password)
  await page.getByLabel('Confirm password').fill('not the same')
  await page.getByRole('button', { name: 'Register' }).click()
  await expect(page.getByText('password and confirm password must be same')).toBeVisible()
  await page.getByLabel('Confirm password').fill(shopper.password)
  await page.getByRole('button', { name: 'Register' }).click()
  await expect(page).toHaveURL(/\/login$/)

  await logInWithTheForm(page, shopper.phone, shopper.password)
  expect(await page.evaluate(() => localStorage.getItem('userId'))).toMatch(/^\d+$/)
  await logOut(page, onPhone)

  await page.goto('/verification-otp')
  await expect(page).toHaveURL(/\/forgot-password$/)
  await page.getByLabel('Mobile number').fill(shopper.phone)
  await page.getByLabel('Email').fill(shopper.email)
  await page.getByRole('button', { name: 'Send OTP' }).click()
  await expect(page).toHaveURL(/\/verification-otp$/)
  await expect.poll(() => latestOtp(shopper.email)).toMatch(/^\d{6}$/)
  const otp = latestOtp(shopper.email)
  await page.getByLabel('Digit 1').fill(otp[0] ?? '')
  await expect(page.getByLabel('Digit 2')).toBeFocused()
  await page.getByLabel('Digit 1').fill('')
  await page.getByLabel('Digit 1').focus()
  await page.evaluate((code) => {
    const data = new DataTransfer()
    data.setData('text', code)
    document.activeElement?.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true }),
    )
  }, otp)
  await expect(page.getByLabel('Digit 6')).toHaveValue(otp[5] ?? '')
  await page.getByRole('button', { name: 'Verify OTP' }).click()
  await expect(page).toHaveURL(/\/reset-password$/)
  await page.getByLabel('New password').fill('second password 2')
  await page.getByLabel('Confirm password').fill('second password 2')
  await page.getByRole('button', { name: 'Change password' }).click()
  await expect(page).toHaveURL(/\/login$/)

  await logInWithTheForm(page, shopper.phone, 'second password 2')
  await page.goto('/dashboard/profile')
  await page.getByLabel('Name').fill('Asha V. Verma')
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByText('Profile updated successfully')).toBeVisible()

  await page.getByRole('button', { name: 'Edit' }).click()
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: avatarPng })
  await expect(page.getByText('Profile photo updated')).toBeVisible()
  await expect(page.getByRole('img', { name: 'Your profile photo' })).toBeVisible()
})

test("an ordinary user gets 'Do not have permission' on admin pages and 403 from an admin API call", async ({
  page,
  request,
  registerShopper,
  login,
}) => {
  const { headers } = await login(page, await registerShopper())
  await page.goto('/dashboard/category')
  await expect(page.getByText('Do not have permission')).toBeVisible()
  const admin = await request.delete('/api/v1/category/delete', {
    headers,
    data: { _id: '1' },
  })
  expect(admin.status()).toBe(403)
  expect(((await admin.json()) as { message: string }).message).toBe('Do not have permission')
  const categories = (await (await request.get('/api/v1/categories')).json()) as {
    data: Array<{ _id: string }>
  }
  expect(categories.data.map((c) => c._id)).toContain('1')
})
