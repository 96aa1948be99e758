// Where the storefront's origin serves the payment providers' stand-in pages (build/demo-pay-plugin.ts)
// and the fake backend's endpoints those pages call. Same-origin paths: the demo deployments'
// payments.gateway_url is DEMO_PAY.gateway and wallets hand out DEMO_PAY.wallet links.

export const DEMO_PAY = {
  gateway: '/demo-pay/gateway',
  wallet: '/demo-pay/wallet',
  walletQr: '/demo-pay/wallet/qr.svg',
  script: '/demo-pay/stand-in.js',
  style: '/demo-pay/stand-in.css',
} as const;

/** The fake backend's provider-side endpoints, under a dataset host (`{agency_host}/__pay/...`). */
export const PAY_ENDPOINTS = {
  gatewayDecide: '/__pay/gateway/decide',
  walletPay: '/__pay/wallet/pay',
} as const;
