// relay-compiler configuration: the client's graphql tags against the printed schema.
// Named exports on purpose: the compiler require()s this ES module and reads the namespace.
export const src = "./client/src";
export const schema = "./schema.graphql";
export const language = "typescript";
export const eagerEsModules = true;
export const excludes = ["**/node_modules/**", "**/__generated__/**"];
