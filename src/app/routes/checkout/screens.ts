// The checkout's screens, one chunk: a shopper who starts checking out goes through them all, so
// one download (and one name in the startup bundle's preload map) serves every step (the address step, with its map, apart) and the
// checkout guard's own work.
export { CheckoutDispatchRoute } from './dispatch';
export { CheckoutConfirmationRoute } from './confirmation';
export { CheckoutPaymentRoute } from './payment';
export { CheckoutCompleteRoute } from './complete';
export { enterCheckout } from '../../../features/checkout/enter-checkout';
