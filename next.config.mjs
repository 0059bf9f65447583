// Next.js configuration. The app serves two hosts; middleware.ts routes the API host into app/worker-host.
/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
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
  // One build serves every deployment: hosts come from the environment at run time.
  env: {},
};

export default nextConfig;
