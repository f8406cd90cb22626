import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { shopUrl } from '@/shared/config/locales'
import { useRuntime } from '@/shared/config/runtime'
import { useFormatMoney } from '@/shared/intl/formatting'
import { productMessages } from './product-messages'
import { availabilityOf, variantOf, type Product } from './product-schema'
import './product-summary.css'

type ProductSummaryProps = {
  product: Product
  /** The variant the customer chose or viewed; else the default variant. */
  sku?: string
  /** Actions for the product (move to basket, remove), below its description. */
  children?: ReactNode
  /** h2 on a page of products, h3 inside a titled section. */
  headingLevel?: 2 | 3
  /** For actions that refer to the product by its name (aria-describedby). */
  headingId?: string
}

/** The product's page in the shop of the runtime locale. */
export function productPageUrl(locale: Parameters<typeof shopUrl>[0], baseProductNo: string): string {
  return shopUrl(locale, `/p/product/${encodeURIComponent(baseProductNo)}`)
}

/**
 * A product as a card: picture, name (a link to the shop), brand, the variant's attributes,
 * price, availability and "new". Shared by the wishlist and the product history.
 */
export function ProductSummary({ product, sku, children, headingLevel = 2, headingId }: ProductSummaryProps) {
  const intl = useIntl()
  const { locale } = useRuntime()
  const formatMoney = useFormatMoney()
  const variant = variantOf(product, sku)
  const availability = availabilityOf(product, variant)
  const image = product.media[0]?.url
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className="card product-summary">
      {image ? <img className="product-summary__image" src={image} alt="" width={96} height={96} /> : null}
      <div className="product-summary__body">
        <Heading className="product-summary__name" id={headingId}>
          <a href={productPageUrl(locale, product.baseProductNo)}>{product.name.long}</a>
        </Heading>
        {product.brand ? (
          <p className="muted">{intl.formatMessage(productMessages.brand, { brand: product.brand.brandName })}</p>
        ) : null}
        {variant.dimensions.length > 0 ? (
          <ul className="product-summary__attributes">
            {variant.dimensions.map((dimension) => (
              <li key={dimension.type}>
                {intl.formatMessage(productMessages.attribute, {
                  type: intl.formatMessage(productMessages[`attribute_${dimension.type}`]),
                  value: dimension.value,
                })}
              </li>
            ))}
          </ul>
        ) : null}
        <p className="product-summary__price">
          {intl.formatMessage(productMessages.price, {
            price: variant.price.label ?? formatMoney(variant.price.value),
          })}
        </p>
        <p className="product-summary__badges">
          <span className={`status-badge product-availability product-availability--${availability}`}>
            {intl.formatMessage(productMessages[`availability_${availability}`])}
          </span>
          {product.isNew ? (
            <span className="status-badge product-new">{intl.formatMessage(productMessages.isNew)}</span>
          ) : null}
        </p>
        {children}
      </div>
    </article>
  )
}
