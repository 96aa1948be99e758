import { accountHandlers } from './account.ts';
import { addressHandlers } from './addresses.ts';
import { assetHandlers } from './assets.ts';
import { cartHandlers } from './cart.ts';
import { catalogListHandlers } from './catalog-lists.ts';
import { catalogHandlers } from './catalog.ts';
import { configHandlers } from './config.ts';
import { geoHandlers } from './geo.ts';
import { orderCreateHandlers } from './order-create.ts';
import { orderHandlers } from './orders.ts';
import { payStandInHandlers } from './pay-stand-ins.ts';
import { paymentHandlers } from './payments.ts';
import { staffHandlers } from './staff.ts';
import { supplierHandlers } from './suppliers.ts';

/**
 * Every route of the fake supplier backend. Order matters where patterns overlap: fixed segments
 * (products/sample, suppliers/distance_from, orders/register, orders/incomplete) come before `:id`.
 */
export const handlers = [
  ...configHandlers,
  ...accountHandlers,
  ...addressHandlers,
  ...supplierHandlers,
  ...catalogListHandlers,
  ...catalogHandlers,
  ...cartHandlers,
  ...orderCreateHandlers,
  ...orderHandlers,
  ...paymentHandlers,
  ...payStandInHandlers,
  ...staffHandlers,
  ...assetHandlers,
  ...geoHandlers,
];
