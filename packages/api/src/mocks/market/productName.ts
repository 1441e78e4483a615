import { bizDb } from '../bizDb';
import { type ReaderLanguage, inLanguage } from '../lib/said';

/**
 * A market product's name in the reader's language (decision 0077), for the records that name it
 * (orders, consumption, apps); `recorded`, the name the record was written with, when the product
 * is gone from the market.
 */
export function productNameIn(
  productId: number | undefined,
  language: ReaderLanguage,
  recorded: string,
): string {
  const product = bizDb.products.find((p) => p.id === productId);
  return product ? inLanguage(product.name, language) : recorded;
}
