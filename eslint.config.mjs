// One flat ESLint config for the whole monorepo; every package's `lint` script finds it from its folder.
import js from '@eslint/js';
import nextPlugin from '@next/eslint-plugin-next';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/.next/**',
      '**/dist/**',
      '**/.turbo/**',
      '**/.data/**',
      '**/next-env.d.ts',
      // Reports of local runs (ignored by git too); `npm test` lints the whole repository from its root.
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'smart'],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: [
      'apps/tickets/**/*.{ts,tsx}',
      'apps/hub/**/*.{ts,tsx}',
      'packages/ui/**/*.{ts,tsx}',
      'packages/auth/**/*.{ts,tsx}',
      'packages/tracking/**/*.{ts,tsx}',
    ],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { '@next/next': nextPlugin, 'react-hooks': reactHooks },
    settings: { next: { rootDir: ['apps/tickets/', 'apps/hub/'] } },
    rules: {
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs['core-web-vitals'].rules,
      ...reactHooks.configs.recommended.rules,
      // The apps have no pages/ directory; this rule looks for one and warns on every file.
      '@next/next/no-html-link-for-pages': 'off',
    },
  },
  // Layers of the pass service (docs/conventions.md): route handlers hold no SQL, and nothing below them knows
  // HTTP. Tests, the HTTP edge itself, the app's assembly and the development pages are exempt.
  {
    files: ['apps/pass/src/routes/**/*.ts'],
    ignores: ['apps/pass/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'drizzle-orm',
              message: 'Route handlers hold no SQL: call a function of db/queries or of a domain module.',
            },
          ],
          patterns: [
            {
              group: ['**/db/schema', '**/db/schema/*', 'drizzle-orm/*'],
              message: 'Route handlers hold no SQL: call a function of db/queries or of a domain module.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/pass/src/**/*.ts'],
    ignores: [
      'apps/pass/src/http/**',
      'apps/pass/src/routes/**',
      'apps/pass/src/app.ts',
      'apps/pass/src/server.ts',
      'apps/pass/src/**/*.test.ts',
      'apps/pass/src/test/**',
      'apps/pass/src/dev/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'fastify', message: 'Domain code knows no HTTP; only http/ and routes/ use Fastify.' },
          ],
          patterns: [
            {
              group: ['../http/*', '**/http/*', '@fastify/*'],
              message:
                'Domain code knows no HTTP: throw a DomainError (domain/domain-error.ts); http/error-status.ts maps it.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.mjs', '*.config.{mjs,ts}', 'e2e/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
);
