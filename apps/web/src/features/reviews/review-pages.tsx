import { Route, Routes } from 'react-router'
import { ReviewFormPage } from './review-form-page'
import { ReviewUnsubscribePage } from './unsubscribe-page'

/** '/review/*': a product's review form, and the review requests' unsubscribe link. */
export function ReviewPages() {
  return (
    <Routes>
      <Route path="unsubscribe" element={<ReviewUnsubscribePage />} />
      <Route path=":productId" element={<ReviewFormPage />} />
    </Routes>
  )
}
