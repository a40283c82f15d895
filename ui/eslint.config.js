// ESLint for the UI: typescript-eslint's type-aware rules, the rules of hooks, and the import
// directions of the layout (bulletproof-react's): a feature imports only its own files and the
// shared pieces in src/components, src/lib and src/config, never another feature; the shared
// pieces never import a feature. Only src/app puts features together.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const SHARED_ONLY = {
  group: ['@/features/*', '@/app/*'],
  message: 'Shared pieces (src/components, src/lib, src/config) must not depend on a feature or the app.',
};
const OWN_FEATURE_ONLY = {
  group: ['@/features/*', '@/app/*', '../../*'],
  message:
    'A feature imports only its own files and the shared pieces (@/components, @/lib, @/config); move what two features share there.',
};

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'e2e', 'bench', 'scripts'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  reactHooks.configs.flat.recommended,
  {
    languageOptions: {
      globals: globals.browser,
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // An async handler on an element is fine: React ignores what it returns.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-duplicate-imports': 'error',
    },
  },
  {
    files: ['src/components/**', 'src/lib/**', 'src/config/**'],
    ignores: ['**/__tests__/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [SHARED_ONLY] }] },
  },
  {
    // Tests stand in for the network and the browser with loosely typed fakes, and look
    // elements up that they have just asserted are there.
    files: ['**/__tests__/**', 'src/testing/**'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-base-to-string': 'off',
      '@typescript-eslint/no-unnecessary-type-assertion': 'off',
      // vi.mock's factory reads the real module's type this way.
      '@typescript-eslint/consistent-type-imports': ['error', { disallowTypeAnnotations: false }],
    },
  },
  {
    files: ['src/features/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [OWN_FEATURE_ONLY] }] },
  },
  {
    files: ['eslint.config.js', 'vite.config.ts'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: globals.node },
  },
);
