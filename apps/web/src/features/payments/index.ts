export { forgetPaymentConfig, paymentConfig, startCheckout } from './api'
export { OrderPayment } from './lazy-sections'
export { openGateway } from './open-gateway'
export { paymentProblem } from './problems'
