// Next.js configuration. The app serves two hosts; middleware.ts routes the API host into app/worker-host.
/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Compression is applied by our server (lib/transports/server/start.ts) with the same middleware, so the page cache
  // (lib/page-cache) can keep an answer as Next rendered it.
  compress: false,
  // Packages with native or WebAssembly parts stay outside the server bundle.
  serverExternalPackages: [
    "@electric-sql/pglite",
    "pglite-prisma-adapter",
    "@prisma/adapter-pg",
    "pg",
    "ioredis",
    "@node-rs/argon2",
    "proper-lockfile",
    "nodemailer",
  ],
  // A page and its Markdown twin share one address, chosen by Accept (lib/transports/middleware/markdown-twin.ts):
  // every page answer says so, since Next replaces a Vary set by the middleware on rendered pages. (API
  // answers negotiate problem documents by Accept too, so the header is true for them as well.)
  async headers() {
    return [{ source: "/:path*", headers: [{ key: "Vary", value: "Accept" }] }];
  },
  // Each route's code loads when the route is first asked for, not all of it at start: the build holds about 40 MB
  // of server chunks, and loading them took 1.5 s of CPU from every instance's start (docs/performance.md).
  experimental: { preloadEntriesOnStart: false },
  // One build serves every deployment: hosts come from the environment at run time.
  env: {},
};

export default nextConfig;
