import { afterEach, describe, expect, it } from 'vitest'
import { callAs, signInAdmin, signUpShopper } from './sign-in.js'
import { createTestApp, type TestApp } from './helpers.js'

// Who sells (Consumer Protection (E-Commerce) Rules 2020 rules 4-5, decision 075): the seller's
// legal details from Store Settings, customer care and the grievance officer, open to everyone.

let t: TestApp | undefined
afterEach(async () => {
  await t?.close()
  t = undefined
})

const contacts = {
  careEmail: 'Help@RangTextiles.in',
  carePhone: '1800 123 4567',
  careHours: 'Mon-Sat, 9 AM-7 PM',
  grievanceOfficer: {
    name: 'Farhan Sheikh',
    designation: 'Grievance Officer',
    phone: '022 2640 1100',
    email: 'grievance@rangtextiles.in',
  },
}

const settings = {
  legalName: 'Rang Textiles LLP',
  tradeName: 'Rang',
  gstin: '27AAPFU0939F1ZV',
  address: 'Linking Road, Mumbai 400050',
  stateCode: '27',
  invoicePrefix: 'RT',
  returnWindowDays: 7,
}

describe('GET /seller', () => {
  it('is all null on a store nobody set up, and needs no login', async () => {
    t = await createTestApp()
    const res = await callAs(t)('GET', '/seller')
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toEqual({
      legalName: null,
      tradeName: null,
      address: null,
      state: null,
      gstin: null,
      customerCare: null,
      grievanceOfficer: null,
      isExample: false,
    })
  })

  it("is the demo's example, marked as such, until an admin saves", async () => {
    t = await createTestApp({ env: { SEED_DEMO: 'true' } })
    const seller = (await callAs(t)('GET', '/seller')).json().data
    expect(seller).toMatchObject({
      legalName: 'KapdaKart Retail Private Limited',
      gstin: '29AABCK1234L1ZI',
      state: 'Karnataka',
      customerCare: { email: 'care@kapdakart.in', hours: 'Mon-Sat, 10 AM-6 PM' },
      grievanceOfficer: { designation: 'Grievance Officer' },
      isExample: true,
    })
  })

  it('shows what the admin saved: legal details and contacts', async () => {
    t = await createTestApp()
    const admin = await signInAdmin(t)
    expect((await admin.call('PUT', '/admin/settings', settings)).statusCode).toBe(200)
    const saved = await admin.call('PUT', '/admin/seller-contacts', contacts)
    expect(saved.statusCode).toBe(200)
    expect(saved.json().data).toMatchObject({ careEmail: 'help@rangtextiles.in', source: 'saved' })
    expect((await admin.call('GET', '/admin/seller-contacts')).json().data.contacts).toMatchObject({
      carePhone: '1800 123 4567',
      grievanceOfficer: contacts.grievanceOfficer,
    })
    expect((await callAs(t)('GET', '/seller')).json().data).toEqual({
      legalName: 'Rang Textiles LLP',
      tradeName: 'Rang',
      address: 'Linking Road, Mumbai 400050',
      state: 'Maharashtra',
      gstin: '27AAPFU0939F1ZV',
      customerCare: {
        email: 'help@rangtextiles.in',
        phone: '1800 123 4567',
        hours: 'Mon-Sat, 9 AM-7 PM',
      },
      grievanceOfficer: contacts.grievanceOfficer,
      isExample: false,
    })
  })
})

describe('PUT /admin/seller-contacts', () => {
  it('is for admins only', async () => {
    t = await createTestApp()
    expect((await callAs(t)('PUT', '/admin/seller-contacts', contacts)).statusCode).toBe(401)
    const shopper = await signUpShopper(t)
    expect((await shopper.call('PUT', '/admin/seller-contacts', contacts)).statusCode).toBe(403)
  })

  it('requires every detail the rules name, each well formed', async () => {
    t = await createTestApp()
    const admin = await signInAdmin(t)
    const bad = await admin.call('PUT', '/admin/seller-contacts', {
      ...contacts,
      carePhone: 'call us',
      grievanceOfficer: { ...contacts.grievanceOfficer, designation: ' ', email: 'nobody' },
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().code).toBe('VALIDATION_FAILED')
    const message = bad.json().message as string
    expect(message).toMatch(/phone must be a telephone number/)
    const missing = await admin.call('PUT', '/admin/seller-contacts', { careEmail: 'a@b.in' })
    expect(missing.statusCode).toBe(400)
    expect((await admin.call('GET', '/admin/seller-contacts')).json().data.contacts).toBeNull()
  })
})
