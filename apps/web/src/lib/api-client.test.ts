import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError, api } from './api-client'

const answer = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status }))

afterEach(() => vi.unstubAllGlobals())

describe('api', () => {
  it('answers the body of a successful call', async () => {
    vi.stubGlobal('fetch', answer(200, { success: true, data: [1] }))
    await expect(api('/categories')).resolves.toEqual({ success: true, data: [1] })
  })

  it("rejects with the server's message and code", async () => {
    vi.stubGlobal(
      'fetch',
      answer(409, { success: false, error: true, code: 'OUT_OF_STOCK', message: 'Only 2 left' }),
    )
    const error = await api('/cart/create', { method: 'POST', body: {} }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 409, code: 'OUT_OF_STOCK', message: 'Only 2 left' })
  })

  it('still rejects clearly when the answer is not JSON', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('Bad gateway', { status: 502 })),
    )
    await expect(api('/categories')).rejects.toMatchObject({
      status: 502,
      code: null,
      message: 'Request failed (502)',
    })
  })
})
