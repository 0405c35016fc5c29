// relay-compiler configuration: the client's graphql tags against the printed schema.
export default {
  src: "./client/src",
  schema: "./schema.graphql",
  language: "typescript",
  eagerEsModules: true,
  excludes: ["**/node_modules/**", "**/__generated__/**"],
};
