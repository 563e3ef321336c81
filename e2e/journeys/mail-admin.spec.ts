import path from 'node:path'
import Database from 'better-sqlite3'
import { expect, test } from '../fixtures.js'

// The journeys' store writes mail into its outbox folder, which never fails; a mail that failed
// every try on a real mail server is put in its outbox table the way the sender leaves one.
const storeDb = path.resolve(import.meta.dirname, '..', '..', '.e2e-data', 'store.db')

function leaveFailedMail(to: string, subject: string, text: string, codeExpiresAt?: string) {
  const db = new Database(storeDb)
  try {
    db.pragma('busy_timeout = 5000')
    const at = new Date(Date.now() - 3_600_000).toISOString()
    db.prepare(
      `insert into mail_outbox (to_address, subject, text, html, status, attempts, next_attempt_at, last_error, created_at, code_expires_at)
       values (?, ?, ?, ?, 'failed', 8, ?, 'Greeting never received', ?, ?)`,
    ).run(to, subject, text, `<p>${text}</p>`, at, at, codeExpiresAt ?? null)
  } finally {
    db.close()
  }
}

test('the shop owner finds a mail that could not be sent and sends it again', async ({
  page,
  admin,
  registerShopper,
  login,
  mailsTo,
}, info) => {
  const shopper = await registerShopper('Nandini Iyer')
  const subject = `KapdaKart order KK-${Date.now()}: Shipped`
  leaveFailedMail(shopper.email, subject, 'Your order is on its way.')
  // A login code's mail: its code is never shown, and the screen says so.
  const inFiveMinutes = new Date(Date.now() + 5 * 60_000).toISOString()
  leaveFailedMail(
    shopper.email,
    'KapdaKart login code',
    'Your login code is 482913.',
    inFiveMinutes,
  )
  await login(page, admin)

  await page.goto('/dashboard/profile')
  if (info.project.name === 'phone')
    await page.getByRole('link', { name: 'Account', exact: true }).click()
  else await page.getByRole('button', { name: 'Account', exact: true }).click()
  await page.getByRole('link', { name: 'Mail' }).first().click()
  await expect(page).toHaveURL(/\/dashboard\/mail$/)
  await expect(page.getByRole('heading', { name: 'Mail' })).toBeVisible()
  await expect(page.getByRole('tab', { name: /^Failed \(\d+\)$/ })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  // A card per mail on a phone, a table row on wider screens.
  const item = info.project.name === 'phone' ? 'listitem' : 'row'
  const row = page.getByRole(item).filter({ hasText: subject })
  await expect(row).toContainText(shopper.email)
  await expect(row).toContainText('Greeting never received')
  const codeMail = page
    .getByRole(item)
    .filter({ hasText: shopper.email })
    .filter({ hasText: 'KapdaKart login code' })
  await expect(codeMail).toContainText('code redacted')
  await expect(page.getByText('482913')).toHaveCount(0)
  await page.screenshot({ path: info.outputPath('mail-failed.png'), fullPage: true })

  await row.getByRole('button', { name: 'Send again' }).click()
  await expect(page.getByText('Mail queued to send again')).toBeVisible()
  await expect(page.getByRole(item).filter({ hasText: subject })).toHaveCount(0)
  await expect.poll(() => mailsTo(shopper.email).map((mail) => mail.subject)).toContain(subject)
})
