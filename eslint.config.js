import js from '@eslint/js'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import jsxA11y from 'eslint-plugin-jsx-a11y-x'
import { readdirSync } from 'node:fs'

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

// The app only knows HTTP: mock, scenario and fixture code reaches it through one dynamic import; test
// code (helpers, stories, suites) never reaches it at all.
const mockOnlyCode = {
  regex: '(^|/|@)(mock-server|scenarios|fixtures|testing|stories|e2e|contract)(/|$)',
  message:
    'Production code never imports mock-server, scenarios or fixtures statically, nor testing, stories, e2e or contract (docs/architecture.md).',
}
const scenariosFromMock = {
  regex: '(^|/|@)scenarios(/|$)',
  message:
    'mock-server does not import scenarios: the entries receive them (mock-server/harness/scenario-catalogue.ts).',
}
// The contract's code imports the scenarios to make its examples; the mock reads only the document.
const contractCodeFromMock = {
  regex: '(^|/|@)contract/(?!openapi\\.json$)',
  message: 'mock-server reads only the contract document (contract/openapi.json), not the code that generates it.',
}
const testCodeFromMock = {
  regex: '(^|/|@)(testing|stories|e2e)(/|$)',
  message: 'The mock services are not test code: only their tests import testing/.',
}
/**
 * The edges between features: a feature may use another only through its public index.ts, and only
 * along an edge written here. withdrawal shows the signed-in customer's order from the orders cache and
 * applies the order's withdrawal right (src/features/orders/domain).
 */
const featureEdges = { withdrawal: ['orders'] }

// Climbing two folders up means leaving a feature or layer: use the @/ alias, so boundaries stay visible.
const climbingOut = { regex: '^(\\.\\./){2,}', message: 'Import across areas with the @/ alias.' }
// A focused test (it.only, describe.only, test.describe.only, ...) silently skips the rest of its file; a
// skipped, todo or fixme test (it.skip, describe.skipIf(…), test.fixme(), ...) is itself not run. Either way
// the run still looks green. (An expected failure, it.fails or test.fail, runs and proves something.)
const unrunTestMessages = {
  only: 'No .only: it skips every other test of the file, and the run still looks green.',
  skip: 'No .skip, .skipIf, .runIf, .todo or .fixme: a test that does not run still looks green. Make it pass, or delete it.',
}
const unrunTestProperties = { only: "'only'", skip: '/^(skip|skipIf|runIf|todo|fixme)$/' }
const unrunTests = Object.entries(unrunTestProperties).flatMap(([kind, property]) =>
  [
    // it.only, test.skip, describe.todo, suite.only (and it.only.each, ...)
    `MemberExpression[property.name=${property}][object.name=/^(describe|it|test|suite)$/]`,
    // test.describe.only, describe.concurrent.skip, it.concurrent.only, ...
    `MemberExpression[property.name=${property}][object.object.name=/^(describe|it|test|suite)$/]`,
    // test.describe.serial.only, test.describe.parallel.fixme
    `MemberExpression[property.name=${property}][object.object.object.name='test']`,
  ].map((selector) => ({ selector, message: unrunTestMessages[kind] })),
)

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'storybook-static*',
      'node_modules',
      '.storybook/public/mockServiceWorker.js',
      'coverage',
      'test-results*',
      'playwright-report*',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      'react/no-danger': 'off',
      'no-restricted-syntax': ['error', ...unrunTests],
    },
  },
  {
    // Type-aware rules: a promise nobody awaits or handles hides its failure (an unhandled rejection
    // instead of a failing test or an error the page shows).
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y-x': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.strict.rules,
      'jsx-a11y-x/no-autofocus': 'off',
      // No raw HTML injection anywhere.
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'dangerouslySetInnerHTML is not allowed.',
        },
        // This rule's list replaces the one for all files above: keep the ban on focused and skipped tests.
        ...unrunTests,
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [mockOnlyCode, climbingOut] }] },
  },
  ...features.map((feature) => ({
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            mockOnlyCode,
            climbingOut,
            {
              regex: `^@/(features/(?!${feature}(/|$))${(featureEdges[feature] ?? []).map((allowed) => `(?!${allowed}$)`).join('')}|app(/|$))`,
              message:
                "Features do not import each other or the app, except another feature's index.ts along an edge of featureEdges (eslint.config.js).",
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['src/shared/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            mockOnlyCode,
            climbingOut,
            { regex: '^@/(features|app)(/|$)', message: 'shared is the bottom layer.' },
          ],
        },
      ],
    },
  },
  {
    // The mock knows nothing of the scenarios built on it: its entries receive them (ScenarioCatalogue).
    files: ['mock-server/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [scenariosFromMock] }] },
  },
  {
    files: ['mock-server/**/*.{ts,tsx}'],
    ignores: ['mock-server/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [scenariosFromMock, testCodeFromMock, contractCodeFromMock] }],
    },
  },
  {
    files: ['scripts/**', 'e2e/**', '*.config.*', 'mock-server/**', '.storybook/**', 'contract/**'],
    rules: { 'no-console': 'off' },
  },
)
