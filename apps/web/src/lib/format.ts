export { formatRupees } from '@store/contract'

// Dates have their own module: only pages loaded later write them, so they (and the contract's
// calendar) stay out of the code every page needs first.
export { formatDate, formatDateTime } from './format-date'

/** The smaller stored width of an uploaded image (see the API's image store). */
export const imageVariant = (url: string, width: 400) =>
  url.startsWith('/images/') && url.endsWith('.webp')
    ? url.replace(/\.webp$/, `-${width}.webp`)
    : url
