import { Modal } from '@/components/modal'
import { CartContents } from './cart-contents'

/** The cart beside the page, opened from the header's cart button. */
export function CartDrawer({ onClose }: { onClose: () => void }) {
  return (
    <Modal title="Cart" onClose={onClose} placement="right">
      <CartContents onLeave={onClose} />
    </Modal>
  )
}
