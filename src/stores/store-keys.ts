// Storage keys read before the stores load (the early boot script reads the chosen shop).

export const SUPPLIERS_STORE_KEY = 'storefront.suppliers';
/** Its stored shape's version: another is read as no choice. */
export const SUPPLIERS_STORE_VERSION = 1;
