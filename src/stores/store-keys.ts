// Storage keys read before the stores load (the early boot script reads the chosen shop).

export const SUPPLIERS_STORE_KEY = 'storefront.suppliers';
