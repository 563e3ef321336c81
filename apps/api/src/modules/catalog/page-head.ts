import { STORE_NAME } from '@store/contract'
import { AppError } from '../../lib/errors.js'
import type { PageHead } from '../../plugins/web.js'
import type { CatalogService } from './service.js'

const clip = (text: string, max = 155) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`)

/** Titles and descriptions of product pages, so shared links and crawlers see the product. */
export async function describeCatalogPage(
  catalog: CatalogService,
  pathname: string,
): Promise<PageHead | null> {
  const match = /^\/product\/([1-9][0-9]{0,9})$/.exec(pathname)
  if (!match?.[1] || Number(match[1]) > 2_147_483_647) return null
  try {
    const product = await catalog.getProduct(Number(match[1]))
    return { title: `${product.name} | ${STORE_NAME}`, description: clip(product.description) }
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) {
      return { title: `Product not found | ${STORE_NAME}`, description: '', status: 404 }
    }
    throw error
  }
}
