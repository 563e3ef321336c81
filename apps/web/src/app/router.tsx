import { lazy } from 'react'
import { Route, Routes } from 'react-router'
import { HomePage } from '@/features/catalog/home-page'
import { RootLayout } from './layout/root-layout'

/** A lazily loaded page: its code is fetched the first time its route is visited. */
function page<M>(load: () => Promise<M>, pick: (module: M) => React.ComponentType) {
  return lazy(() => load().then((module) => ({ default: pick(module) })))
}

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
const NotFoundPage = page(
  () => import('./routes/not-found-page'),
  (m) => m.NotFoundPage,
)

/** The route table of the specification (section 2); see @store/contract paths. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route path="/" element={<HomePage />} />
        <Route path="/search" element={<SearchPage />} />
        <Route path="/category/:categoryId" element={<CategoryPage />} />
        <Route path="/subcategories" element={<SubCategoriesPage />} />
        <Route path="/subCategory/:subCategoryId" element={<SubCategoryPage />} />
        <Route path="/subcategory/:subCategoryId" element={<SubCategoryPage />} />
        <Route path="/product/:id" element={<ProductPage />} />
        <Route path="/careers" element={<CareersPage />} />
        <Route path="/become-a-seller" element={<BecomeSellerPage />} />
        <Route path="/returns-exchanges" element={<ReturnsPage />} />
        <Route path="/shipping-and-delivery" element={<ShippingPage />} />
        <Route path="/privacy-policy" element={<PrivacyPage />} />
        <Route path="/term-and-condition" element={<TermsPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  )
}
