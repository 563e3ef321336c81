import type { SuggestionsResponse } from '@store/contract'
import { api } from '@/lib/api-client'

export const getSuggestions = (keyword: string, signal?: AbortSignal) =>
  api<SuggestionsResponse>('/products/suggestions', {
    method: 'POST',
    body: { keyword },
    signal,
  }).then((r) => r.suggestions)
