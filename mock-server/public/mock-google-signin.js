// The mock Google account chooser: sends the chosen person back to the app as an authorization
// code (`mock-google.<base64url of JSON>`, decoded by mock-server/handlers/customer/social-login.ts).
;(() => {
  const params = new URLSearchParams(window.location.search)
  const state = params.get('state')
  const redirectUri = sameOriginUrl(params.get('redirect_uri'))

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

  function base64Url(text) {
    const binary = Array.from(new TextEncoder().encode(text), (byte) => String.fromCharCode(byte)).join('')
    return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
  }

  function nonce() {
    return Array.from(crypto.getRandomValues(new Uint8Array(8)), (byte) => byte.toString(16).padStart(2, '0')).join('')
  }

  function returnToApp(answer) {
    if (!redirectUri || !state) return
    const target = new URL(redirectUri)
    for (const [key, value] of Object.entries(answer)) target.searchParams.set(key, value)
    target.searchParams.set('state', state)
    window.location.assign(target.toString())
  }

  function choose(person) {
    const code = `mock-google.${base64Url(JSON.stringify({ ...person, nonce: nonce() }))}`
    returnToApp({ code })
  }

  document.addEventListener('DOMContentLoaded', () => {
    if (!redirectUri || !state) {
      document.getElementById('problem').hidden = false
      for (const control of document.querySelectorAll('button, input')) control.disabled = true
      return
    }
    for (const button of document.querySelectorAll('.chooser__account')) {
      button.addEventListener('click', () =>
        choose({
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
      choose({
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
