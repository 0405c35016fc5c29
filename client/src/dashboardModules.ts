// The signed-in area's heaviest pages, loaded on demand (the editor brings dnd-kit and the QR
// renderer). routes.tsx loads them for a navigation; RootRoute prefetches them (SPEC.md §9).
export const dashboardModules = {
  editor: () => import("./features/editor/FormEditorRoute.tsx"),
  submissions: () => import("./features/submissions/SubmissionsRoute.tsx"),
  manage: () => import("./features/manage/ManageRoute.tsx"),
  integration: () => import("./features/settings/IntegrationRoute.tsx"),
};

export function prefetchDashboard(): void {
  for (const load of Object.values(dashboardModules)) void load().catch(() => undefined);
}
