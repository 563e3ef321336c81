export { getProduct } from './api'
export { productSlice } from './product-slice'
export { refreshCatalogue, useCatalogue } from './use-catalogue'
