// The mock Google account chooser: sends the chosen person back to the app as an authorization code
// `google.<payload>.<signature>`, signed (HMAC-SHA256) with the secret the browser harness keeps in the
// tab, for the redirect URI it was asked for (mock-server/runtime/provider-codes.ts checks it, once).
;(() => {
  const params = new URLSearchParams(window.location.search)
  const state = params.get('state')
  const redirectUri = sameOriginUrl(params.get('redirect_uri'))
  // mock-server/harness/provider-secret.ts
  const secretStorageKey = 'mein-konto.mock-provider-secret'

  function sameOriginUrl(value) {
    if (!value) return null
    try {
      const url = new URL(value)
      // Like a real provider, only back to the registered app, never anywhere else.
      return url.origin === window.location.origin ? url : null
    } catch {
      return null
    }
  }

  function base64Url(bytes) {
    const binary = Array.from(bytes, (byte) => String.fromCharCode(byte)).join('')
    return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
  }

  function nonce() {
    return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('')
  }

  /** The code for this person, or null where the tab has no mock (no secret to sign with). */
  async function signedCode(person) {
    const secret = sessionStorage.getItem(secretStorageKey)
    if (!secret) return null
    const bytes = Uint8Array.from(secret.match(/../g) ?? [], (pair) => parseInt(pair, 16))
    const key = await crypto.subtle.importKey('raw', bytes, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
    const content = { provider: 'GOOGLE', ...person, redirectUri: params.get('redirect_uri'), nonce: nonce() }
    const signed = `google.${base64Url(new TextEncoder().encode(JSON.stringify(content)))}`
    const signature = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(signed))
    return `${signed}.${base64Url(new Uint8Array(signature))}`
  }

  function returnToApp(answer) {
    if (!redirectUri || !state) return
    const target = new URL(redirectUri)
    for (const [key, value] of Object.entries(answer)) target.searchParams.set(key, value)
    target.searchParams.set('state', state)
    window.location.assign(target.toString())
  }

  async function choose(person) {
    const code = await signedCode(person)
    if (!code) {
      document.getElementById('problem').hidden = false
      return
    }
    returnToApp({ code })
  }

  document.addEventListener('DOMContentLoaded', () => {
    if (!redirectUri || !state) {
      document.getElementById('problem').hidden = false
      for (const control of document.querySelectorAll('button, input')) control.disabled = true
      return
    }
    for (const button of document.querySelectorAll('.chooser__account')) {
      button.addEventListener(
        'click',
        () =>
          void choose({
            email: button.dataset.email,
            firstName: button.dataset.firstName,
            lastName: button.dataset.lastName,
          }),
      )
    }
    const form = document.getElementById('other-account')
    form.addEventListener('submit', (event) => {
      event.preventDefault()
      const data = new FormData(form)
      void choose({
        email: String(data.get('email')).trim(),
        firstName: String(data.get('firstName')).trim(),
        lastName: String(data.get('lastName')).trim(),
      })
    })
    document.getElementById('cancel').addEventListener('click', () => returnToApp({ error: 'access_denied' }))
    // The buttons come disabled in the HTML: a click before these handlers were there did nothing (the page
    // showed before its deferred script had run, and a test's click could land in between).
    for (const button of document.querySelectorAll('button')) button.disabled = false
  })
})()
