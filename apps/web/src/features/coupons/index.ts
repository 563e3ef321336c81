export { applyCoupon, removeCoupon } from './applied-coupon'
export { CouponBox } from './coupon-box'
export { type BagDiscount, useBagDiscount } from './use-bag-discount'
