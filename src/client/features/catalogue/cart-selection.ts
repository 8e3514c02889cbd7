import { findProduct, products, type Product } from '../../../common/catalogue';

/** The cart starts on the first product when `?selected=` is missing or names no product. */
export const DEFAULT_CART_PRODUCT_ID = 1;

export function selectedCartProduct(params: URLSearchParams): Product {
  const fallback = findProduct(DEFAULT_CART_PRODUCT_ID) ?? products[0];
  if (!fallback) throw new Error('The catalogue is empty');
  return findProduct(params.get('selected')) ?? fallback;
}
