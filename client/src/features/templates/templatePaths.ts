/** App paths of the template library (unprefixed; pass them through useLocalizedPath). */
export const templatePaths = {
  gallery: "/templates",
  category: (slug: string) => `/templates/${encodeURIComponent(slug)}`,
  template: (slug: string) => `/template/${encodeURIComponent(slug)}`,
  favorites: "/templates/favorites",
  mine: "/templates/mine",
};
