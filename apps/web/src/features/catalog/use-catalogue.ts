import { useEffect, useState } from 'react'
import { useDispatch, useSelector } from 'react-redux'
import type { Dispatch } from 'redux'
import type { Category, SubCategory } from '@store/contract'
import { getCategories, getSubCategories } from './api'
import {
  selectAllCategory,
  selectAllSubCategory,
  setAllCategory,
  setAllSubCategory,
} from './product-slice'

/**
 * Categories and sub-categories, kept in the persisted `product` slice: shown at once from the
 * last visit, refreshed from the server once per page load (a server-rendered page came with
 * them).
 */
let refreshed = false
// Set once the server has answered, so an empty shop shows as empty rather than loading.
let answered = false

/** A server-rendered page came with today's lists: kept, and not asked for again this visit. */
export function catalogueArrived(
  dispatch: Dispatch,
  lists: { allCategory: Category[]; allSubCategory: SubCategory[] },
) {
  dispatch(setAllCategory(lists.allCategory))
  dispatch(setAllSubCategory(lists.allSubCategory))
  refreshed = true
  answered = true
}

export function useCatalogue() {
  const dispatch = useDispatch()
  const allCategory = useSelector(selectAllCategory)
  const allSubCategory = useSelector(selectAllSubCategory)
  const [done, setDone] = useState(answered)
  useEffect(() => {
    if (refreshed) return
    refreshed = true
    getCategories().then(
      (list) => {
        dispatch(setAllCategory(list))
        answered = true
        setDone(true)
      },
      () => (refreshed = false),
    )
    getSubCategories().then(
      (list) => dispatch(setAllSubCategory(list)),
      () => (refreshed = false),
    )
  }, [dispatch])
  return { allCategory, allSubCategory, loading: allCategory.length === 0 && !done }
}

/** Loads both lists again, after an admin changed them. */
export async function refreshCatalogue(dispatch: Dispatch) {
  const [categories, subCategories] = await Promise.all([getCategories(), getSubCategories()])
  dispatch(setAllCategory(categories))
  dispatch(setAllSubCategory(subCategories))
}
