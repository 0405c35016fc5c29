// relay-compiler configuration: the client's graphql tags against the printed schema.
// Named exports on purpose: the compiler require()s this ES module and reads the namespace.
export const src = "./client/src";
export const schema = "./schema.graphql";
export const language = "typescript";
export const eagerEsModules = true;
export const excludes = ["**/node_modules/**", "**/__generated__/**"];
// The client sends operation ids, not texts; in production the server runs only the operations
// in this file for anyone (server/graphql/persistedOperations.ts). `npm run relay` rewrites it
// from scratch (the compiler itself only adds entries); a test checks it is up to date.
export const persistConfig = { file: "./persistedOperations.json", algorithm: "SHA256" };
