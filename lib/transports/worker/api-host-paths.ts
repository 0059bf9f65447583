// Where the middleware rewrites an API-host path inside the app (app/worker-host/...). A module with no
// imports, so the middleware and our node:http server (which finds a hot route's app module by it) share it.

// Public path prefix -> internal path under /worker-host. `.well-known` becomes a real segment name.
const ROUTES: [RegExp, (p: string) => string][] = [
  [/^\/public(\/.*)?$/, (p) => `/worker-host${p}`],
  [/^\/v1(\/.*)?$/, (p) => `/worker-host${p}`],
  [/^\/log(\/.*)?$/, (p) => `/worker-host${p}`],
  [/^\/a2a\/v1\/?$/, () => `/worker-host/a2a/v1`],
  [/^\/\.well-known\/agent-card\.json$/, () => `/worker-host/well-known/agent-card.json`],
  [
    /^\/\.well-known\/oauth-protected-resource(\/.*)?$/,
    (p) => `/worker-host/well-known/oauth-protected-resource${p.slice("/.well-known/oauth-protected-resource".length)}`,
  ],
];

/** The internal path an API-host path is served from, or null: the API host has no such route. */
export function workerHostPath(path: string): string | null {
  for (const [pattern, target] of ROUTES) if (pattern.test(path)) return target(path);
  return null;
}
