import { formatDollars } from '../../../shared/money';
import { soldInWords, stockInWords } from '../../../shared/rules/product-offer';
import { smallestOrder, tiersInCents } from '../../../shared/rules/quantity-rules';
import { dollarsToCents } from '../../../shared/money';
import type { ProductPage } from '../../../shared/schemas/product';
import { ContractLabel, StruckListPrice } from '../../components/contract-price';
import { PriceTiersTable } from '../../components/price-tiers-table';
import { ProductGallery } from './product-gallery';
import styles from './product-details.module.css';

/**
 * A product's public page, its facts (issue 36): the gallery, SKU, description, price, how it is
 * sold in words ("Sold in packs of 12, from 24"), its stock, and the volume prices when
 * `withPriceTable` (the order form shows them itself, the buyer's tier marked). A company member
 * whose list prices it (issue 39) reads "Your contract price · {list}" above their price and their
 * own volume prices, the list price struck beside theirs when it is higher.
 */
export function ProductDetails({ product, withPriceTable }: { product: ProductPage; withPriceTable: boolean }) {
  return (
    <div className={styles.details}>
      <ProductGallery images={product.images} name={product.name} />
      <div className={styles.facts}>
        <p className={styles.sku}>SKU {product.sku}</p>
        <p className={styles.price}>
          {product.priceList && <ContractLabel priceList={product.priceList} className={styles.contract} />}
          {formatDollars(product.price)} <span className={styles.unit}>a unit</span>
          <StruckListPrice listPrice={product.listPrice} price={product.price} />
        </p>
        <p className={styles.sold}>{soldInWords(product)}</p>
        <p className={`${styles.stock} ${styles[product.stockState]}`}>{stockInWords(product)}</p>
        <p className={styles.description}>{product.description}</p>
        {withPriceTable && <PriceTiersTable basePriceCents={dollarsToCents(product.price)} tiers={tiersInCents(product.priceTiers)} from={smallestOrder(product)} contract={product.priceList !== null} />}
      </div>
    </div>
  );
}
