import { type PayloadAction, type WithSlice, createSlice } from '@reduxjs/toolkit'
import type { Category, SubCategory } from '@store/contract'

type ProductState = { allCategory: Category[]; allSubCategory: SubCategory[] }

const initialState: ProductState = { allCategory: [], allSubCategory: [] }

export const productSlice = createSlice({
  name: 'product',
  initialState,
  reducers: {
    setAllCategory(state, action: PayloadAction<Category[]>) {
      state.allCategory = action.payload
    },
    setAllSubCategory(state, action: PayloadAction<SubCategory[]>) {
      state.allSubCategory = action.payload
    },
  },
})

export const { setAllCategory, setAllSubCategory } = productSlice.actions

type State = WithSlice<typeof productSlice>
export const selectAllCategory = (state: State) => state.product.allCategory
export const selectAllSubCategory = (state: State) => state.product.allSubCategory
