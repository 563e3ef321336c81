import type { SearchResponse, SuggestionsResponse } from '@store/contract'
import { api } from '@/lib/api-client'

export const searchProducts = (search: string, page: number, signal?: AbortSignal) =>
  api<SearchResponse>('/products/search', { method: 'POST', body: { search, page }, signal })

export const getSuggestions = (keyword: string, signal?: AbortSignal) =>
  api<SuggestionsResponse>('/products/suggestions', {
    method: 'POST',
    body: { keyword },
    signal,
  }).then((r) => r.suggestions)
