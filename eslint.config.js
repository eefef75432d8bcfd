// One lint configuration for the whole workspace: type-checked TypeScript, React hooks, accessibility,
// Storybook, and the import boundaries of the architecture (features never import each other; the
// shared packages never import an app; the domain imports nothing of ours).
import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import storybook from 'eslint-plugin-storybook';
import importX from 'eslint-plugin-import-x';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

const featuresDir = './apps/dashboard/src/features';
const features = existsSync(featuresDir)
  ? readdirSync(featuresDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : [];

const boundaryZones = [
  ...features.map((feature) => ({
    target: `${featuresDir}/${feature}`,
    from: featuresDir,
    except: [`./${feature}`],
    message:
      'A feature does not import another feature; move what they share to apps/dashboard/src/shared or a package.',
  })),
  { target: './packages', from: './apps', message: 'Packages never import an app.' },
  { target: './packages/domain', from: './packages/ui', message: 'The domain knows nothing of the UI.' },
  { target: './packages/domain', from: './packages/api-client', message: 'The domain knows nothing of the API.' },
  { target: './packages/ui', from: './packages/api-client', message: 'The UI package knows nothing of the API.' },
  { target: './apps/api', from: './apps/dashboard', message: 'The API never imports the dashboard.' },
  { target: './apps/dashboard', from: './apps/api', message: 'The dashboard reaches the API over HTTP only.' },
];

const restrictedSyntax = [
  { selector: 'TSEnumDeclaration', message: 'Use a string-literal union instead of an enum.' },
  { selector: 'ExportDefaultDeclaration', message: 'Named exports only.' },
];

// <option value=""> and <option value={''}>: options built from data go through NativeOptions, which checks them.
const emptyOptionValue = [
  "JSXOpeningElement[name.name='option'] > JSXAttribute[name.name='value'][value.value='']",
  "JSXOpeningElement[name.name='option'] > JSXAttribute[name.name='value'] > JSXExpressionContainer > Literal[value='']",
];

// The app composes @cuadre/ui: the libraries under the design system are the design system's to import.
const designSystemLibraries = ['radix-ui', 'react-aria-components', '@tanstack/react-virtual'];

// The app's files that still import one of them, each with the one library it may import and why
// (listed in apps/dashboard/README.md, "Exceptions to the design system"). None today.
/** @type {{ file: string; library: string; reason: string }[]} */
const designSystemExceptions = [];

const noDesignSystemLibraries = (libraries) => {
  const message = 'The app does not import this library directly: use the @cuadre/ui component, or grow it there.';
  return [
    'error',
    {
      paths: libraries.map((name) => ({ name, message })),
      patterns: [{ group: libraries.map((name) => `${name}/*`), message }],
    },
  ];
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/storybook-static/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/*.gen.ts',
      '.data/**',
      'apps/api/drizzle/**',
      '**/__screenshots__/**',
      '**/.vitest-attachments/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: ['*.js', '*.ts'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      // Handlers and benchmarks are async by contract even when a body does not await.
      '@typescript-eslint/require-await': 'off',
      // Style-only checks that flag casts around generated API types and problem documents thrown as values.
      '@typescript-eslint/no-unnecessary-type-assertion': 'off',
      '@typescript-eslint/only-throw-error': 'off',
      '@typescript-eslint/prefer-promise-reject-errors': 'off',
      '@typescript-eslint/no-redundant-type-constituents': 'off',
      '@typescript-eslint/no-base-to-string': 'off',
      '@typescript-eslint/unbound-method': 'off',
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      'import-x/no-cycle': 'off',
      'no-restricted-syntax': ['error', ...restrictedSyntax],
    },
  },
  {
    // The browser's code: with a top-level await anywhere, the bundler stops merging shared chunks into the entry
    // and a page downloads dozens of small files before it paints (bench/RESULTS.md).
    files: ['apps/dashboard/src/**/*.{ts,tsx}', 'packages/ui/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.stories.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...restrictedSyntax,
        {
          selector: 'AwaitExpression:not(:function AwaitExpression)',
          message: 'No top-level await in browser code: chain on the promise instead.',
        },
        {
          selector: 'ForOfStatement[await=true]:not(:function ForOfStatement)',
          message: 'No top-level await in browser code: chain on the promise instead.',
        },
        ...emptyOptionValue.map((selector) => ({
          selector,
          message:
            'A dropdown option may not have an empty value (spec §5): give "All …" or "Choose …" a named value (ALL_OPTION, NO_CHOICE_OPTION in shared/components/native-options.tsx).',
        })),
      ],
    },
  },
  {
    files: ['apps/dashboard/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': noDesignSystemLibraries(designSystemLibraries) },
  },
  ...designSystemExceptions.map(({ file, library }) => ({
    files: [file],
    rules: {
      'no-restricted-imports': noDesignSystemLibraries(designSystemLibraries.filter((name) => name !== library)),
    },
  })),
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // React's code only: the hooks rules run React's compiler over every file they see, a fifth of the lint's time
    // when they also read the server, the tests' journeys and the benchmarks.
    files: [
      'apps/dashboard/**/*.{ts,tsx}',
      'packages/ui/**/*.{ts,tsx}',
      'packages/api-client/**/*.{ts,tsx}',
      '.storybook/**/*.{ts,tsx}',
    ],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // TanStack Table and Virtual are not compiler-compatible; the components opt out knowingly.
      'react-hooks/incompatible-library': 'off',
    },
  },
  ...storybook.configs['flat/recommended'],
  {
    // Tools and frameworks that require a default export.
    files: [
      '**/*.stories.tsx',
      '**/*.config.ts',
      '**/*.config.js',
      '.storybook/**',
      'eslint.config.js',
      '**/playwright.config.ts',
      '**/global-setup.ts',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
    },
  },
  { files: ['**/*.js'], ...tseslint.configs.disableTypeChecked },
  prettier,
);
