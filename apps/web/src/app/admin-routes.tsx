import { Route, Routes } from 'react-router'
import { page } from './lazy-page'

// The admin pages under /dashboard, each still its own chunk; this table loads the first time an
// admin page (or an unknown dashboard address) is visited.

const CategoryAdminPage = page(
  () => import('@/features/admin-catalogue/category-admin-page'),
  (m) => m.CategoryAdminPage,
)
const SubCategoryAdminPage = page(
  () => import('@/features/admin-catalogue/subcategory-admin-page'),
  (m) => m.SubCategoryAdminPage,
)
const UploadProductPage = page(
  () => import('@/features/admin-catalogue/upload-product-page'),
  (m) => m.UploadProductPage,
)
const OrdersAdminPage = page(
  () => import('@/features/admin-orders/orders-page'),
  (m) => m.OrdersPage,
)
const OrderAdminPage = page(
  () => import('@/features/admin-orders/order-page'),
  (m) => m.OrderPage,
)
const OverviewPage = page(
  () => import('@/features/admin-orders/overview-page'),
  (m) => m.OverviewPage,
)
const ReturnsAdminPage = page(
  () => import('@/features/admin-returns/returns-page'),
  (m) => m.ReturnsPage,
)
const ReturnAdminPage = page(
  () => import('@/features/admin-returns/return-page'),
  (m) => m.ReturnPage,
)
const ProductAdminPage = page(
  () => import('@/features/admin-catalogue/product-admin-page'),
  (m) => m.ProductAdminPage,
)
const SettingsPage = page(
  () => import('@/features/admin-settings/settings-page'),
  (m) => m.SettingsPage,
)
const GstReportPage = page(
  () => import('@/features/admin-tax/gst-report-page'),
  (m) => m.GstReportPage,
)
const PaymentsAdminPage = page(
  () => import('@/features/admin-payments/payments-page'),
  (m) => m.PaymentsPage,
)
const MailAdminPage = page(
  () => import('@/features/admin-mail/mail-page'),
  (m) => m.MailPage,
)
const CouponsAdminPage = page(
  () => import('@/features/admin-coupons/discounts-page'),
  (m) => m.CouponsAdminPage,
)
const OffersAdminPage = page(
  () => import('@/features/admin-coupons/discounts-page'),
  (m) => m.OffersAdminPage,
)
const ReviewsAdminPage = page(
  () => import('@/features/admin-reviews/reviews-page'),
  (m) => m.ReviewsAdminPage,
)
const GrievanceAdminPages = page(
  () => import('@/features/admin-grievances/grievance-admin-pages'),
  (m) => m.GrievanceAdminPages,
)
const AuditPage = page(
  () => import('@/features/admin-audit/audit-page'),
  (m) => m.AuditPage,
)
const SizeChartsPage = page(
  () => import('@/features/admin-catalogue/size-charts-page'),
  (m) => m.SizeChartsPage,
)
const NotFoundPage = page(
  () => import('./routes/not-found-page'),
  (m) => m.NotFoundPage,
)

/** The admin pages' routes, relative to /dashboard; anything else there is not found. */
export function AdminRoutes() {
  return (
    <Routes>
      <Route path="category" element={<CategoryAdminPage />} />
      <Route path="subcategory" element={<SubCategoryAdminPage />} />
      <Route path="upload-product" element={<UploadProductPage />} />
      <Route path="product" element={<ProductAdminPage />} />
      <Route path="size-charts" element={<SizeChartsPage />} />
      <Route path="orders" element={<OrdersAdminPage />} />
      <Route path="orders/:id" element={<OrderAdminPage />} />
      <Route path="overview" element={<OverviewPage />} />
      <Route path="settings" element={<SettingsPage />} />
      <Route path="gst" element={<GstReportPage />} />
      <Route path="returns" element={<ReturnsAdminPage />} />
      <Route path="returns/:id" element={<ReturnAdminPage />} />
      <Route path="payments" element={<PaymentsAdminPage />} />
      <Route path="coupons" element={<CouponsAdminPage />} />
      <Route path="offers" element={<OffersAdminPage />} />
      <Route path="mail" element={<MailAdminPage />} />
      <Route path="reviews" element={<ReviewsAdminPage />} />
      <Route path="grievances/*" element={<GrievanceAdminPages />} />
      <Route path="audit" element={<AuditPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  )
}
