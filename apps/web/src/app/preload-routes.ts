import type { RouteObject } from 'react-router';
import { routes } from './routes.tsx';

/** Loads every lazy route's page and puts it on the route, as if it had been imported. */
async function resolveLazyRoutes(list: RouteObject[]): Promise<void> {
  await Promise.all(
    list.map(async (route) => {
      if (typeof route.lazy === 'function') {
        Object.assign(route, await route.lazy(), { lazy: undefined });
      }
      await resolveLazyRoutes(route.children ?? []);
    }),
  );
}

// The web tests' setup: the route table the tests render has its pages in place, so a page shows
// at once, as in the browser once its code has loaded (the loading itself is left to the browser
// journeys), and the breadcrumbs' names are compiled before the tests start.
await Promise.all([
  resolveLazyRoutes(routes),
  ...Object.values(import.meta.glob('../features/*/*-name.tsx')).map((load) => load()),
  // What pages load after they show: compiled too, so that it arrives at once.
  import('../features/technologies/vessel-type-values-panel.tsx'),
  import('../features/reports/novel-technologies-panel.tsx'),
  import('../features/questionnaires/questionnaire-actions.tsx'),
  import('../features/reports/regulatory-impact-panel.tsx'),
  import('../components/contracts-chunk.ts'),
  import('../components/stale-save-alert.tsx'),
  import('../features/history/history-card.tsx'),
  import('../features/history/history-list.tsx'),
  import('../features/technologies/technology-maker-dialog.tsx'),
]);
