import { Route, Routes } from 'react-router'
import { AddToCart, cartAction } from '@/features/cart'
import { OrderPayment } from '@/features/payments'
import { OrderReturnState, OrderReturns, StoreCreditPanel } from '@/features/returns'
import { RootLayout } from './layout/root-layout'
import { page } from './lazy-page'

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
// One chunk for the account page's privacy sections and the offer mail's link (the entry's budget).
const Privacy = page(
  () => import('./routes/privacy'),
  (m) => m.Privacy,
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
// The admin pages and their routes are one lazy chunk of their own (admin-routes.tsx), so the
// shop's entry script carries none of them.
const AdminRoutes = page(
  () => import('./admin-routes'),
  (m) => m.AdminRoutes,
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
const ReviewPages = page(
  () => import('@/features/reviews/review-pages'),
  (m) => m.ReviewPages,
)
const GrievancePages = page(
  () => import('@/features/grievances/grievance-pages'),
  (m) => m.GrievancePages,
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

/**
 * The route table of the specification (section 2); see @store/contract paths. The shop's pages
 * get the cart's Add from here, so the catalogue and search know nothing of the cart.
 */
export function AppRoutes() {
  // The account page: the profile, store credit, then the shopper's data and consent.
  const account = (
    <ProfilePage>
      <StoreCreditPanel />
      <Privacy />
    </ProfilePage>
  )
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
        <Route path="/marketing/unsubscribe" element={<Privacy unsubscribe />} />
        <Route path="/review/*" element={<ReviewPages />} />
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
          <Route index element={account} />
          <Route path="profile" element={account} />
          <Route path="myorders" element={<MyOrdersPage ReturnState={OrderReturnState} />} />
          <Route
            path="orderdetail/:id"
            element={<OrderDetailPage Returns={OrderReturns} Payment={OrderPayment} />}
          />
          <Route path="address" element={<AddressPage />} />
          <Route path="mygrievances/*" element={<GrievancePages />} />
          <Route path="*" element={<AdminRoutes />} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  )
}
