import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from '@testing/render-app'
import { db } from '@mock-server/db/db'
import { server } from '@mock-server/harness/node'
import { paths } from '@/shared/config/paths'

describe('followed creators', () => {
  it(
    'asks for the signed-in customer, from the web shop and the shop app',
    { tags: ['spec:7.creators.followed', 'spec:2.routes.followed-creators'] },
    async () => {
      const urls: URL[] = []
      const listener = ({ request }: { request: Request }) => void urls.push(new URL(request.url))
      server.events.on('request:start', listener)
      await renderApp({ scenario: 'default', path: paths.followedCreators.getHref() })
      expect(await screen.findByText('Sandra Mohr')).toBeInTheDocument()
      server.events.removeListener('request:start', listener)
      const call = urls.find((url) => url.pathname === '/api/social-live-commerce/users/followed_streamers')
      const anna = db.customers.findFirst((q) => q.where({ customerNumber: '12345678' }))
      expect(call?.searchParams.get('customer_id')).toBe(anna?.id)
      expect(call?.searchParams.get('source-apps')).toBe('WEB_SHOP,SHOP_APP')
    },
  )
})
