// Types for the TypeScript that imports bin/bundle-cache.mjs (tests/run.ts builds every bundle before the suite).
export declare const TASKS: Record<string, string>;
export declare function bundle(name: "svc" | "tasks" | "server"): Promise<string>;
export declare function bundleAll(): Promise<string[]>;
