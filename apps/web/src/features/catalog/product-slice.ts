import type { Category, SubCategory } from '@store/contract'
import { createSlice } from '@/lib/slice'

type ProductState = { allCategory: Category[]; allSubCategory: SubCategory[] }

const initialState: ProductState = { allCategory: [], allSubCategory: [] }

export const productSlice = createSlice('product', initialState, {
  setAllCategory: (state, allCategory: Category[]) => ({ ...state, allCategory }),
  setAllSubCategory: (state, allSubCategory: SubCategory[]) => ({ ...state, allSubCategory }),
})

export const { setAllCategory, setAllSubCategory } = productSlice.actions

type State = { product: ProductState }
export const selectAllCategory = (state: State) => state.product.allCategory
export const selectAllSubCategory = (state: State) => state.product.allSubCategory
