// ESLint (flat config) with typescript-eslint. Formatting belongs to Prettier (eslint-config-prettier turns
// the stylistic rules off); these rules catch mistakes, not style.
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "node_modules/**",
      ".next/**",
      ".data/**",
      "lib/platform/db/generated/**",
      "next-env.d.ts",
      "test-results/**",
      "playwright-report/**",
      "tests/cli/fixtures/**",
      "tests/vectors/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  prettier,
  {
    languageOptions: {
      globals: {
        console: "readonly",
        process: "readonly",
        URL: "readonly",
        Buffer: "readonly",
        setTimeout: "readonly",
        clearTimeout: "readonly",
      },
    },
    rules: {
      // An argument or binding named with a leading underscore is unused on purpose.
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none", ignoreRestSiblings: true },
      ],
      // Narrow casts at the edges (driver rows, third-party types) are written `as never` / `any` deliberately.
      "@typescript-eslint/no-explicit-any": "off",
      // `x!` is used where the contract or a check above guarantees the value.
      "@typescript-eslint/no-non-null-assertion": "off",
    },
  },
  {
    files: ["**/*.mjs", "bin/**", ".ci/**"],
    languageOptions: {
      globals: {
        console: "readonly",
        process: "readonly",
        URL: "readonly",
        Buffer: "readonly",
        setTimeout: "readonly",
        clearTimeout: "readonly",
        fetch: "readonly",
      },
    },
  },
);
