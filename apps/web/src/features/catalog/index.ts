export { getProduct } from './api'
export { productSlice } from './product-slice'
export { catalogueArrived, refreshCatalogue, useCatalogue } from './use-catalogue'
