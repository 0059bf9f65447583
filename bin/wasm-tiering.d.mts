// Types for the TypeScript that imports bin/wasm-tiering.mjs (the tests' workers and seeded base).
export declare const SHORT_LIVED_WASM_FLAGS: string[];
export declare function tierUpLater(): void;
