import { useIntl } from 'react-intl'
import { Link } from 'react-router'
import { paths } from '@/shared/config/paths'
import { shopHomeUrl } from '@/shared/config/locales'
import { useRuntime } from '@/shared/config/runtime'
import { availabilityOf, variantOf } from '@/shared/products/product-schema'
import type { Wishlist } from '../api/wishlist-api'
import { wishlistMessages } from '../messages'

/** Account home's card of the wishlist: how many products wait there, and how many may not wait much longer. */
export function WishlistSummary({ wishlist: { items } }: { wishlist: Wishlist }) {
  const intl = useIntl()
  const { locale } = useRuntime()
  if (items.length === 0) {
    return (
      <>
        <p>{intl.formatMessage(wishlistMessages.empty)}</p>
        <a href={shopHomeUrl(locale)}>{intl.formatMessage(wishlistMessages.discover)}</a>
      </>
    )
  }
  const almostSoldOut = items.filter(
    (item) => availabilityOf(item.product, variantOf(item.product, item.variant.sku)) === 'ALMOST_SOLD_OUT',
  ).length
  return (
    <>
      <p>{intl.formatMessage(wishlistMessages.count, { count: items.length })}</p>
      {almostSoldOut > 0 ? (
        <p>{intl.formatMessage(wishlistMessages.homeAlmostSoldOut, { count: almostSoldOut })}</p>
      ) : null}
      <Link to={paths.wishlist.getHref()}>{intl.formatMessage(wishlistMessages.homeLink)}</Link>
    </>
  )
}
