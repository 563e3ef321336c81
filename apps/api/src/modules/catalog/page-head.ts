import {
  type Product,
  type Review,
  STORE_NAME,
  istDay,
  paths,
  priceAfterDiscount,
  staticPages,
} from '@store/contract'
import { AppError } from '../../lib/errors.js'
import type { PageHead } from '../../plugins/web.js'
import { productTag } from './routes.js'
import type { CatalogService } from './service.js'

const clip = (text: string, max = 155) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`)

const HOME_DESCRIPTION =
  'Shop 5000+ fashion products for men, women and kids at the lowest prices in India. Cash on Delivery and 7 days easy return.'

const PRODUCT_PATH = /^\/product\/([1-9][0-9]{0,9})$/
const CATEGORY_PATH = /^\/category\/([1-9][0-9]{0,9})$/
const SUB_CATEGORY_PATH = /^\/subcategory\/([1-9][0-9]{0,9})$/i

const idIn = (pattern: RegExp, pathname: string) => {
  const id = Number(pattern.exec(pathname)?.[1] ?? 0)
  return id > 0 && id <= 2_147_483_647 ? id : null
}

type Crumb = { name: string; path: string }

/** How many of a product's reviews its structured data carries: the most helpful first. */
export const REVIEWS_IN_HEAD = 5

/**
 * Titles, descriptions, canonical addresses, link previews (Open Graph, Twitter) and structured
 * data (schema.org JSON-LD) of the pages a crawler or a shared link reads: home, categories,
 * sub-categories, products and the static pages. Filters and sort live in the query string, so a
 * page's canonical address is its path alone.
 */
export function catalogPageHeads(
  catalog: CatalogService,
  publicUrl: string,
  /** The product's most helpful published reviews, when it has any. */
  topReviews: (productId: number) => Promise<Review[]> = async () => [],
) {
  const absolute = (url: string) => (url.startsWith('/') ? publicUrl + url : url)
  const crumbs = (items: Crumb[]) => ({
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: absolute(item.path),
    })),
  })
  const home: Crumb = { name: 'Home', path: paths.home }
  const organization = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: STORE_NAME,
    url: `${publicUrl}/`,
    logo: `${publicUrl}/favicon.svg`,
  }

  const reviewData = (review: Review) => ({
    '@type': 'Review',
    author: { '@type': 'Person', name: review.author },
    datePublished: istDay(review.createdAt),
    ...(review.title ? { name: review.title } : {}),
    ...(review.text ? { reviewBody: review.text } : {}),
    reviewRating: { '@type': 'Rating', ratingValue: review.stars, bestRating: 5, worstRating: 1 },
  })

  function productHead(product: Product, reviews: Review[]): PageHead {
    const url = absolute(paths.product(product._id))
    const price = priceAfterDiscount(product.price, product.discount).toFixed(2)
    const category = product.category[0]
    const subCategory = product.subCategory[0]
    const image = product.image[0] ? absolute(product.image[0]) : undefined
    return {
      title: `${product.name} | ${STORE_NAME}`,
      description: clip(product.description),
      canonical: url,
      image,
      type: 'product',
      price: { amount: price, currency: 'INR' },
      tags: [productTag(product)],
      structuredData: [
        {
          '@context': 'https://schema.org',
          '@type': 'Product',
          name: product.name,
          description: product.description,
          image: product.image.map(absolute),
          sku: String(product._id),
          url,
          ...(product.vendorId ? { brand: { '@type': 'Brand', name: product.vendorId } } : {}),
          ...(product.colour ? { color: product.colour } : {}),
          countryOfOrigin: product.declarations.countryOfOrigin || undefined,
          // Only ratings buyers gave here: the demo's imported ratings have no count behind them.
          ...(product.rating !== null && product.ratingCount > 0
            ? {
                aggregateRating: {
                  '@type': 'AggregateRating',
                  ratingValue: product.rating,
                  ratingCount: product.ratingCount,
                  bestRating: 5,
                  worstRating: 1,
                },
              }
            : {}),
          ...(reviews.length > 0 ? { review: reviews.map(reviewData) } : {}),
          offers: product.variants.map((variant) => ({
            '@type': 'Offer',
            sku: variant.sku,
            name: `Size ${variant.size}`,
            price,
            priceCurrency: 'INR',
            availability:
              variant.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
            itemCondition: 'https://schema.org/NewCondition',
            url,
            seller: { '@type': 'Organization', name: STORE_NAME },
          })),
        },
        crumbs([
          home,
          ...(category ? [{ name: category.name, path: paths.category(category._id) }] : []),
          ...(subCategory
            ? [{ name: subCategory.name, path: paths.subCategory(subCategory._id) }]
            : []),
          { name: product.name, path: paths.product(product._id) },
        ]),
      ],
    }
  }

  const notFound = (what: string): PageHead => ({
    title: `${what} not found | ${STORE_NAME}`,
    description: '',
    status: 404,
  })

  async function describe(pathname: string): Promise<PageHead | null> {
    if (pathname === paths.home) {
      return {
        title: `${STORE_NAME}: Men, Women and Kids Fashion Online in India`,
        description: HOME_DESCRIPTION,
        canonical: `${publicUrl}/`,
        structuredData: [
          organization,
          {
            '@context': 'https://schema.org',
            '@type': 'WebSite',
            name: STORE_NAME,
            url: `${publicUrl}/`,
            potentialAction: {
              '@type': 'SearchAction',
              target: `${publicUrl}${paths.search}?q={search_term_string}`,
              'query-input': 'required name=search_term_string',
            },
          },
        ],
      }
    }
    const productId = idIn(PRODUCT_PATH, pathname)
    if (productId) {
      const product = await catalog.getProduct(productId)
      const reviews = product.ratingCount > 0 ? await topReviews(productId) : []
      return productHead(product, reviews)
    }
    const categoryId = idIn(CATEGORY_PATH, pathname)
    if (categoryId) {
      const category = (await catalog.listCategories()).find((c) => c._id === String(categoryId))
      if (!category) return notFound('Category')
      return {
        title: `${category.name} fashion online | ${STORE_NAME}`,
        description: clip(
          `Shop ${category.name} fashion at ${STORE_NAME}: sizes in stock, Cash on Delivery and 7 days easy return.`,
        ),
        canonical: absolute(paths.category(category._id)),
        image: category.image ? absolute(category.image) : undefined,
        structuredData: [
          crumbs([home, { name: category.name, path: paths.category(category._id) }]),
        ],
      }
    }
    const subCategoryId = idIn(SUB_CATEGORY_PATH, pathname)
    if (subCategoryId) {
      const subCategory = await catalog.getSubCategory(subCategoryId)
      const category = subCategory.category[0]
      return {
        title: `${subCategory.name} | ${STORE_NAME}`,
        description: clip(
          `Shop ${subCategory.name} at ${STORE_NAME}: sizes in stock, Cash on Delivery and 7 days easy return.`,
        ),
        canonical: absolute(paths.subCategory(subCategory._id)),
        image: subCategory.image ? absolute(subCategory.image) : undefined,
        structuredData: [
          crumbs([
            home,
            ...(category ? [{ name: category.name, path: paths.category(category._id) }] : []),
            { name: subCategory.name, path: paths.subCategory(subCategory._id) },
          ]),
        ],
      }
    }
    const page = staticPages.find((p) => p.path === pathname)
    if (page) {
      return {
        title: `${page.title} | ${STORE_NAME}`,
        description: HOME_DESCRIPTION,
        canonical: absolute(page.path),
      }
    }
    return null
  }

  return async (pathname: string): Promise<PageHead | null> => {
    try {
      return await describe(pathname)
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 404) {
        return notFound(PRODUCT_PATH.test(pathname) ? 'Product' : 'Category')
      }
      throw error
    }
  }
}
