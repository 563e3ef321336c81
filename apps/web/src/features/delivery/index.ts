export { DeliveryCheck } from './delivery-check'
export { DeliveryPromise } from './delivery-promise'
export { type PaymentTerms, paymentTerms, usePaymentTerms } from './payment-terms'
export { rememberPincode, useVisitPincode } from './visit-pincode'
