import { describe, expect, it } from 'vitest'
import { draftProblems, draftOf, bodyOf } from './settings-form'

describe('settings form rules', () => {
  it('checks the GSTIN against the chosen state and the other fields', () => {
    const draft = {
      ...draftOf(null),
      legalName: 'Kapda Retail',
      tradeName: 'KapdaKart',
      address: 'Bengaluru',
      gstin: '29aabck1234l1zi',
      stateCode: '29',
    }
    expect(draftProblems(draft)).toEqual({})
    expect(bodyOf(draft)).toMatchObject({ gstin: '29AABCK1234L1ZI', returnWindowDays: 7 })
    expect(draftProblems({ ...draft, stateCode: '27' }).gstin).toMatch(/state code 27/)
    expect(draftProblems({ ...draft, gstin: '29AABCK1234L1ZJ' }).gstin).toMatch(/check character/)
    expect(draftProblems({ ...draft, returnWindowDays: '91' }).returnWindowDays).toBeDefined()
    expect(draftProblems({ ...draft, invoicePrefix: 'ABCD' }).invoicePrefix).toBeDefined()
  })
})
