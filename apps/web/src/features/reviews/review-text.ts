import type { ReviewFit, ReviewSummary } from '@store/contract'

export const FIT_LABELS: Record<ReviewFit, string> = {
  small: 'Runs small',
  true: 'True to size',
  large: 'Runs large',
}

const FIT_PHRASES: Record<ReviewFit, string> = {
  small: 'runs small',
  true: 'say true to size',
  large: 'runs large',
}

/** "68% say true to size; 24% runs small": the fits buyers named, most named first. */
export function fitSummary(fit: ReviewSummary['fit']): string | null {
  const total = fit.small + fit.true + fit.large
  if (total === 0) return null
  return (['true', 'small', 'large'] as const)
    .filter((name) => fit[name] > 0)
    .sort((a, b) => fit[b] - fit[a])
    .map((name) => `${Math.round((fit[name] * 100) / total)}% ${FIT_PHRASES[name]}`)
    .join('; ')
}
