// Jest runs in ESM mode (NODE_OPTIONS=--experimental-vm-modules): the generated Prisma
// client uses import.meta.url and PGlite imports dynamically.
const swc = ["@swc/jest", { jsc: { parser: { syntax: "typescript", tsx: true }, target: "es2022", transform: { react: { runtime: "automatic" } } }, module: { type: "es6" } }];

export default {
  testEnvironment: "node",
  roots: ["<rootDir>/server", "<rootDir>/client", "<rootDir>/shared"],
  testMatch: ["**/*.test.ts", "**/*.test.tsx"],
  extensionsToTreatAsEsm: [".ts", ".tsx"],
  transform: { "^.+\\.tsx?$": swc },
  // Hooks open a fresh database (PGlite in wasm, or a PostgreSQL database) and sign users in with
  // argon2: on a busy two-core machine that alone has taken over 30 s. A ceiling, not a speed claim.
  testTimeout: 120000,
};
