import { useEffect } from 'react'
import { STORE_NAME } from '@store/contract'

/** Sets the document title and meta description of the current page. */
export function usePageMeta(title: string, description?: string) {
  useEffect(() => {
    document.title = title ? `${title} | ${STORE_NAME}` : STORE_NAME
    if (description) {
      let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]')
      if (!meta) {
        meta = document.createElement('meta')
        meta.name = 'description'
        document.head.append(meta)
      }
      meta.content = description
    }
  }, [title, description])
}
