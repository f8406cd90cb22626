// The headers the static server (static-server.mjs) sends with the prototype and Storybook builds, and
// `vite preview` outside production mode; the production build's are build/security-headers.ts.

/**
 * The prototype and Storybook builds: everything from their own origin (the mock runs in a service
 * worker there); Storybook's manager needs inline scripts and styles and frames its own preview.
 */
export function staticBuildHeaders({ storybook = false } = {}): Record<string, string> {
  return {
    'Content-Security-Policy': [
      "default-src 'self'",
      // Storybook's own pages carry inline and evaluated scripts; it is a localhost tool.
      `script-src 'self'${storybook ? " 'unsafe-inline' 'unsafe-eval'" : ''}`,
      `style-src 'self'${storybook ? " 'unsafe-inline'" : ''}`,
      "img-src 'self' data: blob:",
      "connect-src 'self'",
      "worker-src 'self'",
      `frame-src ${storybook ? "'self'" : "'none'"}`,
      "font-src 'self' data:",
      "object-src 'none'",
      "base-uri 'none'",
      "form-action 'self'",
      `frame-ancestors ${storybook ? "'self'" : "'none'"}`,
    ].join('; '),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  }
}
