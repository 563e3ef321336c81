import { useEffect } from 'react'
import { useAppDispatch, useAppSelector } from '@/app/hooks'
import { getCategories, getSubCategories } from './api'
import { setAllCategory, setAllSubCategory } from './product-slice'

/**
 * Categories and sub-categories, kept in the persisted `product` slice: shown at once from the
 * last visit, refreshed from the server once per page load.
 */
let refreshed = false

export function useCatalogue() {
  const dispatch = useAppDispatch()
  const allCategory = useAppSelector((s) => s.product.allCategory)
  const allSubCategory = useAppSelector((s) => s.product.allSubCategory)
  useEffect(() => {
    if (refreshed) return
    refreshed = true
    getCategories().then(
      (list) => dispatch(setAllCategory(list)),
      () => (refreshed = false),
    )
    getSubCategories().then(
      (list) => dispatch(setAllSubCategory(list)),
      () => (refreshed = false),
    )
  }, [dispatch])
  return { allCategory, allSubCategory, loading: allCategory.length === 0 }
}
