// Lint rules: TypeScript-aware, React hooks, and the house security rules (no eval, no HTML
// strings into the DOM, no catch-all export barrels), and the import zones of tools/lint/boundaries.mjs.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { boundaryRules } from './tools/lint/boundaries.mjs';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-staff/**',
      '**/dist-staff-debug/**',
      '**/node_modules/**',
      '**/.cache/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      '**/.run/**',
      '.releases/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-new-func': 'error',
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Server text is shown as text: no dangerouslySetInnerHTML.' },
        { selector: 'AssignmentExpression[left.property.name=/^(innerHTML|outerHTML)$/]', message: 'No HTML strings into the DOM.' },
        { selector: "Property[key.name='html']", message: 'sweetalert2: use text/titleText, never html.' },
        { selector: 'ExportAllDeclaration', message: 'Export by name; no catch-all barrels.' },
      ],
    },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: {
      globals: {
        require: 'readonly',
        module: 'writable',
        __dirname: 'readonly',
        __filename: 'readonly',
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        fetch: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        self: 'readonly',
        caches: 'readonly',
        performance: 'readonly',
      },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The shell's boot script (ADR 0028) and its inline early script (issue 21) run in the page as they are.
    files: ['shell/public/boot.js', 'shell/public/early.js'],
    languageOptions: {
      globals: {
        window: 'readonly',
        document: 'readonly',
        requestAnimationFrame: 'readonly',
        Element: 'readonly',
        Symbol: 'readonly',
        location: 'readonly',
        URLSearchParams: 'readonly',
        sessionStorage: 'readonly',
      },
    },
  },
  ...boundaryRules,
);
