import { lazy } from 'react'
import { Route, Routes } from 'react-router'
import { AddToCart, cartAction } from '@/features/cart'
import { OrderPayment } from '@/features/payments'
import { OrderReturnState, OrderReturns, StoreCreditPanel } from '@/features/returns'
import { RootLayout } from './layout/root-layout'

/** A lazily loaded page: its code is fetched the first time its route is visited. */
function page<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => React.ComponentType<P>,
) {
  return lazy(() => load().then((module) => ({ default: pick(module) })))
}

const HomePage = page(
  () => import('@/features/catalog/home-page'),
  (m) => m.HomePage,
)
const SearchPage = page(
  () => import('@/features/search/search-page'),
  (m) => m.SearchPage,
)
const CategoryPage = page(
  () => import('@/features/catalog/category-page'),
  (m) => m.CategoryPage,
)
const SubCategoriesPage = page(
  () => import('@/features/catalog/subcategories-page'),
  (m) => m.SubCategoriesPage,
)
const SubCategoryPage = page(
  () => import('@/features/catalog/subcategory-page'),
  (m) => m.SubCategoryPage,
)
const ProductPage = page(
  () => import('@/features/catalog/product-page'),
  (m) => m.ProductPage,
)
const CareersPage = page(
  () => import('@/features/static-pages/careers-page'),
  (m) => m.CareersPage,
)
const BecomeSellerPage = page(
  () => import('@/features/static-pages/become-seller-page'),
  (m) => m.BecomeSellerPage,
)
const ReturnsPage = page(
  () => import('@/features/static-pages/returns-page'),
  (m) => m.ReturnsPage,
)
const ShippingPage = page(
  () => import('@/features/static-pages/shipping-page'),
  (m) => m.ShippingPage,
)
const PrivacyPage = page(
  () => import('@/features/static-pages/privacy-page'),
  (m) => m.PrivacyPage,
)
const TermsPage = page(
  () => import('@/features/static-pages/terms-page'),
  (m) => m.TermsPage,
)
const SellerPage = page(
  () => import('@/features/static-pages/legal-pages'),
  (m) => m.SellerPage,
)
const PoliciesPage = page(
  () => import('@/features/static-pages/legal-pages'),
  (m) => m.PoliciesPage,
)
const NotFoundPage = page(
  () => import('./routes/not-found-page'),
  (m) => m.NotFoundPage,
)
const LoginPage = page(
  () => import('@/features/account/login-page'),
  (m) => m.LoginPage,
)
const RegisterPage = page(
  () => import('@/features/account/register-page'),
  (m) => m.RegisterPage,
)
const ForgotPasswordPage = page(
  () => import('@/features/account/forgot-password-page'),
  (m) => m.ForgotPasswordPage,
)
const VerificationOtpPage = page(
  () => import('@/features/account/verification-otp-page'),
  (m) => m.VerificationOtpPage,
)
const ResetPasswordPage = page(
  () => import('@/features/account/reset-password-page'),
  (m) => m.ResetPasswordPage,
)
const UserMenuPage = page(
  () => import('@/features/account/user-menu-page'),
  (m) => m.UserMenuPage,
)
const DashboardLayout = page(
  () => import('./routes/dashboard-layout'),
  (m) => m.DashboardLayout,
)
const ProfilePage = page(
  () => import('@/features/account/profile-page'),
  (m) => m.ProfilePage,
)
const MyOrdersPage = page(
  () => import('@/features/orders/my-orders-page'),
  (m) => m.MyOrdersPage,
)
const OrderDetailPage = page(
  () => import('@/features/orders/order-detail-page'),
  (m) => m.OrderDetailPage,
)
const AddressPage = page(
  () => import('@/features/addresses/address-page'),
  (m) => m.AddressPage,
)
const WishlistPage = page(
  () => import('@/features/wishlist/wishlist-page'),
  (m) => m.WishlistPage,
)
const UnsubscribePage = page(
  () => import('@/features/wishlist/wishlist-page'),
  (m) => m.UnsubscribePage,
)
const CartPage = page(
  () => import('@/features/cart/cart-page'),
  (m) => m.CartPage,
)
const CheckoutPage = page(
  () => import('./routes/checkout-page'),
  (m) => m.CheckoutPage,
)
const SuccessPage = page(
  () => import('@/features/checkout/outcome-pages'),
  (m) => m.SuccessPage,
)
const PaymentReturnPage = page(
  () => import('@/features/payments/payment-return-page'),
  (m) => m.PaymentReturnPage,
)
const CancelPage = page(
  () => import('@/features/checkout/outcome-pages'),
  (m) => m.CancelPage,
)
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
const CouponsAdminPage = page(
  () => import('@/features/admin-coupons/discounts-page'),
  (m) => m.CouponsAdminPage,
)
const OffersAdminPage = page(
  () => import('@/features/admin-coupons/discounts-page'),
  (m) => m.OffersAdminPage,
)
const MailAdminPage = page(
  () => import('@/features/admin-mail/mail-page'),
  (m) => m.MailPage,
)

const SizeChartsPage = page(
  () => import('@/features/admin-catalogue/size-charts-page'),
  (m) => m.SizeChartsPage,
)

/**
 * The route table of the specification (section 2); see @store/contract paths. The shop's pages
 * get the cart's Add from here, so the catalogue and search know nothing of the cart.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route path="/" element={<HomePage action={cartAction} />} />
        <Route path="/search" element={<SearchPage action={cartAction} />} />
        <Route path="/category/:categoryId" element={<CategoryPage action={cartAction} />} />
        <Route path="/subcategories" element={<SubCategoriesPage />} />
        <Route
          path="/subCategory/:subCategoryId"
          element={<SubCategoryPage action={cartAction} />}
        />
        <Route
          path="/subcategory/:subCategoryId"
          element={<SubCategoryPage action={cartAction} />}
        />
        <Route path="/product/:id" element={<ProductPage AddToCart={AddToCart} />} />
        <Route path="/cart" element={<CartPage />} />
        <Route path="/wishlist" element={<WishlistPage />} />
        <Route path="/alerts/unsubscribe" element={<UnsubscribePage />} />
        <Route path="/checkout" element={<CheckoutPage />} />
        <Route path="/success" element={<SuccessPage />} />
        <Route path="/cancel" element={<CancelPage />} />
        <Route path="/payment/return" element={<PaymentReturnPage />} />
        <Route path="/careers" element={<CareersPage />} />
        <Route path="/become-a-seller" element={<BecomeSellerPage />} />
        <Route path="/returns-exchanges" element={<ReturnsPage />} />
        <Route path="/shipping-and-delivery" element={<ShippingPage />} />
        <Route path="/privacy-policy" element={<PrivacyPage />} />
        <Route path="/seller-details" element={<SellerPage />} />
        <Route path="/policies" element={<PoliciesPage />} />
        <Route path="/term-and-condition" element={<TermsPage />} />
        <Route path="/login" element={<LoginPage />} />
        <Route path="/register" element={<RegisterPage />} />
        <Route path="/forgot-password" element={<ForgotPasswordPage />} />
        <Route path="/verification-otp" element={<VerificationOtpPage />} />
        <Route path="/reset-password" element={<ResetPasswordPage />} />
        <Route path="/user" element={<UserMenuPage />} />
        <Route path="/dashboard" element={<DashboardLayout />}>
          <Route index element={<ProfilePage>{<StoreCreditPanel />}</ProfilePage>} />
          <Route path="profile" element={<ProfilePage>{<StoreCreditPanel />}</ProfilePage>} />
          <Route path="myorders" element={<MyOrdersPage ReturnState={OrderReturnState} />} />
          <Route
            path="orderdetail/:id"
            element={<OrderDetailPage Returns={OrderReturns} Payment={OrderPayment} />}
          />
          <Route path="address" element={<AddressPage />} />
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
          <Route path="*" element={<NotFoundPage />} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  )
}
